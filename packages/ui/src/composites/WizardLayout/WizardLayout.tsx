import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { ChevronLeft } from '../../icons';
import { Button } from '../../primitives/Button';
import { Stepper, type StepperProps } from '../Stepper';
import { cn } from '../../lib/cn';

export interface WizardLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Page title, the only `h1` of the page (e.g. "Nueva inversión"). */
  title: ReactNode;
  /** One short sentence under the title. */
  description?: ReactNode;
  /** The wizard's steps; a flows hook returns these as `stepperProps`. */
  stepper?: StepperProps;
  /** An ErrorSummary or alert shown above the step's content. */
  alert?: ReactNode;
  /** Side content from the `lg` breakpoint up (e.g. the fund being invested in); stacks below on smaller screens. */
  aside?: ReactNode;
  /** The step's content. */
  children: ReactNode;
  /** Goes to the previous step; without it there is no back button. */
  onBack?: () => void;
  /** Label of the back button. @default 'Atrás' */
  backLabel?: string;
  /** Advances the wizard. Not needed when `continueForm` submits a form instead. */
  onContinue?: () => void;
  /** Id of the step's `<form>`: the continue button becomes that form's submit button. */
  continueForm?: string;
  /** Label of the continue button. @default 'Continuar' */
  continueLabel?: string;
  /** Shows a spinner on continue and ignores clicks while the step is being saved. @default false */
  continueLoading?: boolean;
  /** Disables continue, e.g. until a required choice is made. @default false */
  continueDisabled?: boolean;
  /**
   * Moves focus to the title when the layout first shows, as on a step change: for a step
   * reached from another one (each step is its own screen) or on the way back from a check
   * made elsewhere (the facial check). Leave it off on a page's first load, where the page's
   * own entry point keeps focus. Focus already inside the layout (an error summary) stays.
   * @default false
   */
  focusTitleOnMount?: boolean;
}

/**
 * The page template of every wizard: title, stepper, an alert slot, the step's content and
 * the back / continue actions. When the current step changes, focus moves to the title so
 * screen-reader and keyboard users start reading the new step from the top.
 */
export function WizardLayout({
  title,
  description,
  stepper,
  alert,
  aside,
  children,
  onBack,
  backLabel = 'Atrás',
  onContinue,
  continueForm,
  continueLabel = 'Continuar',
  continueLoading = false,
  continueDisabled = false,
  focusTitleOnMount = false,
  className,
  ...props
}: WizardLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentStep = stepper?.currentStep;
  const shownStep = useRef(currentStep);
  const stepNameId = useId();
  const stepName = stepperLabel(stepper);
  const stepDescription = stepDescriptionOf(stepper);
  const focusOnMount = useRef(focusTitleOnMount);

  useEffect(() => {
    const heading = headingRef.current;
    if (!focusOnMount.current || !heading) return;
    const layout = heading.closest('[data-slot="wizard-layout"]');
    if (layout?.contains(document.activeElement)) return;
    heading.focus();
  }, []);

  useEffect(() => {
    // Only on a step change: focusing on first render would steal focus from the page's own entry point.
    if (shownStep.current === currentStep) return;
    shownStep.current = currentStep;
    headingRef.current?.focus();
  }, [currentStep]);

  const hasContinue = Boolean(onContinue || continueForm);

  return (
    <div
      data-slot="wizard-layout"
      data-step={currentStep}
      className={cn('min-h-dvh bg-background text-text', className)}
      {...props}
    >
      <div
        className={cn(
          'mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10',
          aside ? 'max-w-3xl lg:max-w-6xl' : 'max-w-3xl',
        )}
      >
        <header className="flex flex-col gap-6">
          <div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              aria-describedby={stepDescription ? stepNameId : undefined}
              className="font-display text-2xl font-bold tracking-tight outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {description ? <p className="mt-2 text-muted">{description}</p> : null}
            {/* Heard after the title when it takes focus on a step change: "Banco, paso 2 de 3". */}
            {stepDescription ? (
              <span id={stepNameId} className="sr-only">
                {stepDescription}
              </span>
            ) : null}
          </div>
          {stepper ? <Stepper {...stepper} /> : null}
        </header>

        <div
          className={cn(
            'grid gap-6',
            aside && 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8',
          )}
        >
          <section
            data-slot="wizard-step"
            aria-label={stepName}
            className="min-w-0 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-8"
          >
            {alert ? <div className="mb-6">{alert}</div> : null}
            {children}
            {hasContinue || onBack ? (
              <div
                data-slot="wizard-actions"
                // Continue comes first in the DOM and on top on phones; from `sm` it sits on the right.
                className="mt-8 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row-reverse sm:items-center sm:justify-between"
              >
                {hasContinue ? (
                  <Button
                    type={continueForm ? 'submit' : 'button'}
                    form={continueForm}
                    onClick={onContinue}
                    loading={continueLoading}
                    disabled={continueDisabled}
                    className="w-full sm:w-auto sm:min-w-40"
                  >
                    {continueLabel}
                  </Button>
                ) : null}
                {onBack ? (
                  <Button
                    variant="secondary"
                    onClick={onBack}
                    disabled={continueLoading}
                    startIcon={<ChevronLeft aria-hidden className="size-4" />}
                    className="w-full sm:w-auto"
                  >
                    {backLabel}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </section>
          {aside ? <aside className="min-w-0">{aside}</aside> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * "Banco, paso 2 de 3": what the title's description says of the step (worded apart from the
 * stepper's visible "Paso 2 de 3" caption).
 */
function stepDescriptionOf(stepper?: StepperProps) {
  if (!stepper) return undefined;
  const index = stepper.steps.findIndex((s) => s.id === stepper.currentStep);
  const step = stepper.steps[index];
  return step ? `${step.label}, paso ${index + 1} de ${stepper.steps.length}` : undefined;
}

/** "Paso 2 de 3: Banco", the name of the step's region. */
function stepperLabel(stepper?: StepperProps) {
  if (!stepper) return undefined;
  const index = stepper.steps.findIndex((s) => s.id === stepper.currentStep);
  const step = stepper.steps[index];
  return step ? `Paso ${index + 1} de ${stepper.steps.length}: ${step.label}` : undefined;
}
