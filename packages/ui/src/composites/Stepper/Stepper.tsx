import { type HTMLAttributes } from 'react';
import { Check } from '../../icons';
import { cn } from '../../lib/cn';

export interface StepperStep {
  /** Stable key of the step, passed back to `onStepChange`. */
  id: string;
  /** Name of the step as the customer reads it, e.g. "Detalle". */
  label: string;
}

export type StepState = 'completed' | 'current' | 'upcoming';

export interface StepperProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The wizard's steps, in order. */
  steps: readonly StepperStep[];
  /** Id of the step on screen. */
  currentStep: string;
  /** Id of the last step the customer finished; `undefined` when none is finished yet. */
  lastCompletedStep?: string;
  /** Called with the id of a selectable step the customer chose (never the current one). */
  onStepChange?: (id: string) => void;
  /** Accessible name of the navigation landmark. @default 'Pasos del proceso' */
  label?: string;
}

export interface StepInfo extends StepperStep {
  index: number;
  state: StepState;
  selectable: boolean;
}

/**
 * The selection rule of React Spectrum's `useStepListState`: a step can be chosen when it is
 * completed, when the step before it is completed (the next one to do), or when it is the
 * current one. Everything further ahead stays out of reach.
 */
export function getStepInfo(
  steps: readonly StepperStep[],
  currentStep: string,
  lastCompletedStep?: string,
): StepInfo[] {
  const lastCompletedIndex =
    lastCompletedStep === undefined ? -1 : steps.findIndex((s) => s.id === lastCompletedStep);
  return steps.map((step, index) => {
    const completed = index <= lastCompletedIndex;
    const current = step.id === currentStep;
    return {
      ...step,
      index,
      state: current ? 'current' : completed ? 'completed' : 'upcoming',
      selectable: completed || current || index === lastCompletedIndex + 1,
    };
  });
}

const stateText: Record<StepState, string | null> = {
  completed: 'completado',
  current: null, // aria-current already says it
  upcoming: 'pendiente',
};

/**
 * More steps than this do not fit their names side by side in a wizard's column (a married
 * customer's client data has ten): the names then collapse at every width, as on a phone.
 */
export const DENSE_STEPS = 7;

/**
 * The steps of a wizard as an ordered list. Completed steps and the next step to do are
 * buttons; later steps are inert. Below the `sm` breakpoint (and at every width for more than
 * `DENSE_STEPS` steps) the names collapse to numbered circles under a "Paso 2 de 3" caption,
 * while the list keeps every name for screen readers.
 */
export function Stepper({
  steps,
  currentStep,
  lastCompletedStep,
  onStepChange,
  label = 'Pasos del proceso',
  className,
  ...props
}: StepperProps) {
  const info = getStepInfo(steps, currentStep, lastCompletedStep);
  const current = info.find((s) => s.state === 'current');
  const dense = steps.length > DENSE_STEPS;

  return (
    <nav aria-label={label} data-slot="stepper" className={cn('w-full', className)} {...props}>
      {current ? (
        // The list below says the same to assistive technology; this caption is visual only.
        <p
          aria-hidden="true"
          data-slot="stepper-caption"
          className={cn('mb-3', !dense && 'sm:hidden')}
        >
          <span className="block text-sm text-muted">
            Paso {current.index + 1} de {steps.length}
          </span>
          <span className="block font-display text-lg font-semibold text-text">
            {current.label}
          </span>
        </p>
      ) : null}
      <ol className="flex w-full items-start">
        {info.map((step) => {
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                  step.state === 'completed' && 'border-primary bg-primary text-primary-foreground',
                  step.state === 'current' &&
                    // Forced colours drop the ring: an outline marks the current step there.
                    'border-primary bg-surface text-primary ring-4 ring-secondary forced-colors:outline-2 forced-colors:outline-offset-2',
                  step.state === 'upcoming' && 'border-border-strong bg-surface text-muted',
                )}
              >
                {step.state === 'completed' ? (
                  <Check className="size-4" strokeWidth={3} />
                ) : (
                  step.index + 1
                )}
              </span>
              <span
                className={cn(
                  // A long name (Identificación) breaks rather than runs into its neighbour when a
                  // reader widens letter and word spacing.
                  'max-w-32 text-center text-sm leading-tight text-balance wrap-anywhere',
                  dense ? 'sr-only' : 'max-sm:sr-only',
                  step.state === 'current' ? 'font-semibold text-text' : 'text-muted',
                  step.state === 'completed' && 'text-text',
                )}
              >
                {step.label}
                {stateText[step.state] ? (
                  <span className="sr-only"> ({stateText[step.state]})</span>
                ) : null}
              </span>
            </>
          );
          const common = {
            'aria-current': step.state === 'current' ? ('step' as const) : undefined,
            'data-state': step.state,
            className:
              'group relative z-10 flex flex-col items-center gap-2 rounded-md px-1 py-0.5',
          };
          return (
            <li
              key={step.id}
              data-slot="stepper-step"
              data-state={step.state}
              data-selectable={step.selectable || undefined}
              className="relative flex min-w-0 flex-1 flex-col items-center"
            >
              {step.index > 0 ? (
                // The connector runs from the previous circle's centre to this one's.
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-[1.125rem] right-1/2 h-0.5 w-full',
                    step.state === 'upcoming' ? 'bg-border-strong' : 'bg-primary',
                  )}
                />
              ) : null}
              {step.selectable ? (
                <button
                  type="button"
                  {...common}
                  className={cn(
                    common.className,
                    'cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    step.state !== 'current' &&
                      'hover:[&>span:first-child]:border-primary-hover hover:[&>span:last-child]:underline',
                    step.state === 'completed' && 'hover:[&>span:first-child]:bg-primary-hover',
                  )}
                  onClick={() => {
                    if (step.state !== 'current') onStepChange?.(step.id);
                  }}
                >
                  {content}
                </button>
              ) : (
                <span {...common} aria-disabled="true">
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
