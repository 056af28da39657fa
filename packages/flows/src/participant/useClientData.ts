import { clientDataRoute, type ClientData, type ClientStepName } from '@saf/contract';
/** The customer's client data as the API answers it. */
export type { ClientData } from '@saf/contract';

import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { CLIENT_STEP_SLUGS, clientDataWizard, stepOfSlug } from '../wizards/clientData';
import type { WizardPlace, WizardStep } from '../wizards/places';

// The wizard's frame only: each step's hook lives in its own module (clientStepForm,
// documentStep, residenceStep, clientDataReview), so a page loads a step's code with the step.

export const CLIENT_DATA_KEY = 'client-data';

/** The customer's client data (their own draft; the API has no way to name another's). */
export function useClientDataQuery() {
  useDataScope('useClientDataQuery');
  const { client } = useFlows();
  return useSWR(CLIENT_DATA_KEY, () => callRoute(client, clientDataRoute, {}));
}

/** The steps a customer may open: those completed and the first one not completed. */
function reachable(data: ClientData): WizardStep[] {
  const open: WizardStep[] = [];
  for (const step of data.sequence) {
    open.push(step);
    if (!data.completed.includes(step)) return open;
  }
  return [...open, 'VALIDATION'];
}

/** A splash of the wizard: after PEP (then on to `next`), or its end. */
export type ClientDataEnding =
  { kind: 'pep-completed'; next: WizardStep } | { kind: 'participant' | 'failed-aml' };

export interface ClientDataWizardOptions {
  /** The step the address names (`clientDataWizard.parse`), or null for "where the customer left off". */
  wanted: WizardStep | null;
  /** Shows another step (the portal changes the address). */
  go(place: Extract<WizardPlace, { wizard: 'clientData' }>, options?: { replace?: boolean }): void;
}

/**
 * The client-data wizard's frame: loads the draft, resumes at the first step not completed (or
 * the one in the address when it may be opened), and gives the stepper and back navigation.
 */
export function useClientDataWizard({ wanted, go }: ClientDataWizardOptions) {
  const query = useClientDataQuery();
  const data = query.data;
  // A splash between or after the steps; moving to a step leaves it.
  const [ending, setEnding] = useState<ClientDataEnding | null>(null);
  const goTo = useCallback(
    (step: WizardStep, options?: { replace?: boolean }) => {
      setEnding(null);
      go({ wizard: 'clientData', step: CLIENT_STEP_SLUGS[step] }, options);
    },
    [go],
  );
  const step: WizardStep | null = useMemo(() => {
    if (!data) return null;
    const open = reachable(data);
    if (wanted && open.includes(wanted)) return wanted;
    return data.current_step ?? 'VALIDATION';
  }, [data, wanted]);

  useEffect(() => {
    // The address names the step shown (a step it may not open, or none, is replaced).
    if (step && step !== wanted)
      go({ wizard: 'clientData', step: CLIENT_STEP_SLUGS[step] }, { replace: true });
  }, [step, wanted, go]);

  const lastCompleted = useMemo(() => {
    if (!data) return undefined;
    let last: string | undefined;
    for (const s of data.sequence) {
      if (!data.completed.includes(s)) break;
      last = CLIENT_STEP_SLUGS[s];
    }
    return last;
  }, [data]);

  const onStepChange = useCallback(
    (id: string) => {
      const to = stepOfSlug(id);
      if (to) goTo(to);
    },
    [goTo],
  );
  const previous = data && step ? clientDataWizard.back(step, data.sequence) : undefined;
  const onBack = useMemo(() => (previous ? () => goTo(previous) : undefined), [previous, goTo]);

  /** Where to go after a step was saved: the next step of the (possibly new) sequence. */
  const nextAfter = useCallback(
    (saved: ClientStepName, answer: ClientData): WizardStep =>
      clientDataWizard.next(saved, answer.sequence),
    [],
  );

  const review = data?.status === 'REVIEW';
  /** A step was saved: the next one, or first the PEP splash (not in a yearly review). */
  const onSaved = useCallback(
    (answer: ClientData) => {
      if (!step || step === 'VALIDATION') return;
      const next = nextAfter(step, answer);
      if (step === 'PEP' && !review) setEnding({ kind: 'pep-completed', next });
      else goTo(next);
    },
    [step, nextAfter, review, goTo],
  );
  /** Validación confirmed: the customer is a participant, or the screening refused them. */
  const onCompleted = useCallback(
    (aml: 'CLEARED' | 'BLOCKED') =>
      setEnding({ kind: aml === 'CLEARED' ? 'participant' : 'failed-aml' }),
    [],
  );

  const state: 'loading' | 'error' | 'ready' = query.error
    ? 'error'
    : !data || !step
      ? 'loading'
      : 'ready';
  return {
    state,
    loadError: query.error ? describeError(query.error).message : undefined,
    retry: () => void query.mutate(),
    data,
    step,
    /** The wizard is a yearly review of data given a year ago. */
    review,
    nextAfter,
    onSaved,
    onCompleted,
    /** The splash to show instead of a step: PEP completed, the data completed, a refusal. */
    ending:
      ending ??
      (state === 'ready' && data?.aml_outcome === 'BLOCKED'
        ? { kind: 'failed-aml' as const }
        : null),
    /** From the PEP splash: on to the next step. */
    onContinue: () => {
      if (ending?.kind === 'pep-completed') goTo(ending.next);
    },
    frame: {
      steps: data ? clientDataWizard.steps(data.sequence) : [],
      currentStep: step ? CLIENT_STEP_SLUGS[step] : '',
      lastCompletedStep: lastCompleted,
      onStepChange,
      onBack,
      part:
        step === 'SPOUSE' || step === 'SPOUSE_PEP' || step === 'SPOUSE_BENEFICIARY'
          ? ('spouse' as const)
          : ('own' as const),
    },
  };
}
