import type { InvestmentStep, Place, RescueStep } from './places';

/** Reads one parameter of the address's query (`URLSearchParams.get`). */
export type QueryReader = (name: string) => string | null;

/**
 * One wizard: its steps in order, what its address holds (read), the code to fetch ahead of a
 * step, and where a step that cannot show sends the customer. The names the customer reads are
 * `@saf/ui`'s (`wizardSteps`); the addresses, written from a place, are the portal's
 * (`apps/portal/src/places.ts`, which `paths.test.ts` reads back with `parse`).
 */
export interface WizardDefinition<Step extends string, Address> {
  /** The steps, in order; the first is where the wizard starts. */
  readonly steps: readonly Step[];
  /** The address's query, read and checked: an unknown step is the first one. */
  parse(query: QueryReader): Address;
  /** A step's neighbours. */
  next(step: Step): Step | undefined;
  back(step: Step): Step | undefined;
  /** The code to fetch while a step shows: its own, and what may come after it. */
  ahead(step: Step): readonly string[];
}

function linear<Step extends string>(steps: readonly Step[]) {
  return {
    steps,
    next: (step: Step): Step | undefined => steps[steps.indexOf(step) + 1],
    back: (step: Step): Step | undefined => steps[steps.indexOf(step) - 1],
    /** The step shown, and the next one while this one is filled. */
    ahead: (step: Step): readonly string[] =>
      steps.slice(steps.indexOf(step), steps.indexOf(step) + 2),
  };
}

const oneOf = <Step extends string>(steps: readonly Step[], value: string | null): Step =>
  steps.find((s) => s === value) ?? steps[0]!;
const fundOf = (query: QueryReader) => query('fondo')?.toUpperCase() || null;

export const INVESTMENT_STEPS: readonly InvestmentStep[] = ['detalle', 'banco', 'constancia'];

/** Where the investment wizard is: the step, the fund, the order, the gateway's payment. */
export interface InvestmentAddress {
  step: InvestmentStep;
  fund: string | null;
  order: string | null;
  payment: string | null;
}

/**
 * The investment wizard (`?paso=detalle|banco|constancia&fondo=…&orden=…&pago=…`): Detalle
 * places the order, Banco and Constancia need it.
 */
export const investmentWizard = {
  ...linear(INVESTMENT_STEPS),
  parse: (query: QueryReader): InvestmentAddress => ({
    step: oneOf(INVESTMENT_STEPS, query('paso')),
    fund: fundOf(query),
    order: query('orden') || null,
    payment: query('pago') || null,
  }),
  /**
   * Where an address that cannot show its step sends the customer: without a fund (nor one in
   * the tab's draft) to the fund list; a later step without its order back to Detalle.
   */
  guard(address: InvestmentAddress, draftFund: string | null): Place | null {
    if (!address.fund && !draftFund) return { page: 'fundList' };
    if (address.step !== 'detalle' && !address.order)
      return { wizard: 'investment', step: 'detalle', fund: address.fund ?? undefined };
    return null;
  },
} satisfies WizardDefinition<InvestmentStep, InvestmentAddress> & Record<string, unknown>;

export const RESCUE_STEPS: readonly RescueStep[] = ['detalle', 'cuenta'];

/** Where the rescue wizard is: the step and the fund it starts from. */
export interface RescueAddress {
  step: RescueStep;
  fund: string | null;
}

/** The rescue wizard (`?paso=detalle|cuenta&fondo=…`), after the facial check for rescues. */
export const rescueWizard = {
  ...linear(RESCUE_STEPS),
  parse: (query: QueryReader): RescueAddress => ({
    step: oneOf(RESCUE_STEPS, query('paso')),
    fund: fundOf(query),
  }),
  /** A step keeps the rest of the address (the fund) when it changes. */
  keepsQuery: true,
  /** Detalle, then Cuenta; Cuenta, then the splash of the rescue made. */
  ahead: (step: RescueStep): readonly string[] =>
    step === 'detalle' ? ['detalle', 'cuenta'] : ['cuenta', 'created'],
  /** Cuenta needs a Detalle that makes a rescue: without one, back to Detalle. */
  guard(address: RescueAddress, detailDone: boolean): Place | null {
    return address.step === 'cuenta' && !detailDone ? { wizard: 'rescue', step: 'detalle' } : null;
  },
} satisfies WizardDefinition<RescueStep, RescueAddress> & Record<string, unknown>;

/** Where the scheduled rescue is: the holding's fund and series. */
export interface ScheduledRescueAddress {
  fund: string | null;
  series: string | null;
}

/** The scheduled rescue (`?fondo=…&serie=…`): one form, then its splash. */
export const scheduledRescueWizard = {
  steps: ['form'] as const,
  next: () => undefined,
  back: () => undefined,
  parse: (query: QueryReader): ScheduledRescueAddress => ({
    fund: fundOf(query),
    series: query('serie') || null,
  }),
  /** The form and the splash, fetched while the holding loads. */
  ahead: (): readonly string[] => ['form', 'created'],
} satisfies WizardDefinition<'form', ScheduledRescueAddress>;
