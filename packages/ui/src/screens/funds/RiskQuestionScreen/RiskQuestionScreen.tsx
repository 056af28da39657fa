import { LoadError } from '../../shared/LoadError';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChevronLeft } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { ChoiceCards } from '../../../primitives/ChoiceCards';
import { ErrorSummary } from '../../../primitives/ErrorSummary';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import type { RenderLink } from '../../../composites/AppShell';
import { Stepper, type StepperProps } from '../../../composites/Stepper';
import { cn } from '../../../lib/cn';
import { renderAnchor, screenQuietLinkClasses } from '../../shared';

export const RISK_QUESTIONNAIRE_TITLE = 'Test del inversionista';

/** The page's title: the question on screen, once it has loaded, before the test's name. */
export function riskQuestionPageTitle(question?: { number: number; total: number } | null): string {
  return question
    ? `Pregunta ${question.number} de ${question.total}: ${RISK_QUESTIONNAIRE_TITLE}`
    : RISK_QUESTIONNAIRE_TITLE;
}

/** One answer of a question of the risk questionnaire. */
export interface RiskQuestionOption {
  /** Stable key, passed to `onValueChange`. */
  id: string;
  /** What the customer reads. */
  text: string;
}

/** One question of the risk questionnaire (test del inversionista). */
export interface RiskQuestion {
  /** Stable key. */
  id: string;
  /** The question, the page's `h1`. */
  text: string;
  /** A short help under the question. */
  hint?: string;
  /** The answers, in order. */
  options: readonly RiskQuestionOption[];
}

/** Ids of the question page, for the error summary's link and tests. */
export const riskQuestionFieldIds = {
  form: 'risk-question-form',
  answer: 'risk-question-answer',
} as const;

export interface RiskQuestionScreenProps {
  /** `loading` shows skeletons, `error` a message with "Reintentar", `ready` the question. */
  state: 'loading' | 'ready' | 'error';
  /** Loads the question again; without it the error has no "Reintentar" button. */
  onRetry?: () => void;
  /** Position of the question, from 1. When it changes, focus moves to the new question. */
  number: number;
  /** How many questions the questionnaire has. */
  total: number;
  /** The question shown. */
  question: RiskQuestion;
  /** Id of the chosen option; `null` while none is chosen. */
  value: string | null;
  /** Why the answer cannot be accepted, e.g. "Elige una respuesta para continuar.". */
  error?: string;
  /** A server error not tied to the answer; the choice is kept. */
  formError?: string;
  /** The answer is being saved: the button shows a spinner and ignores clicks. @default false */
  submitting?: boolean;
  /** Called with the chosen option's id. */
  onValueChange: (optionId: string) => void;
  /** Called on "Continuar" (or "Ver mi perfil" on the last question). */
  onSubmit: () => void;
  /** Goes to the previous question, keeping the answers; not offered on the first one. */
  onBack?: () => void;
  /** Where "Volver al inicio" leads from the first question. */
  homeHref: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** The steps of a wizard the questionnaire is part of (a change of the risk profile). */
  stepper?: StepperProps;
  /** The name of the test above the progress. @default 'Test del inversionista' */
  caption?: string;
  /** The first question's way out. @default 'Volver al inicio' */
  homeLabel?: string;
  /** The last question's button. @default 'Ver mi perfil' */
  lastLabel?: string;
  /** What the last question's button says while it works. @default 'Calculando tu perfil' */
  lastLoadingLabel?: string;
}

const backClasses = cn(screenQuietLinkClasses, 'inline-flex min-h-6 items-center gap-1 self-start');

/**
 * One question of the test del inversionista per page, as GOV.UK question pages do: the
 * question is the page's `h1` and the legend of its answers, with the progress above it,
 * "Anterior" (or "Volver al inicio" on the first question) and "Continuar". Continuing without
 * an answer shows "Hay un problema" at the top, linked to the answers. When `number` changes,
 * focus moves to the new question so a screen reader starts reading it.
 */
export function RiskQuestionScreen({
  state,
  onRetry,
  number,
  total,
  question,
  value,
  error,
  formError,
  submitting = false,
  onValueChange,
  onSubmit,
  onBack,
  homeHref,
  renderLink = renderAnchor,
  stepper,
  caption = RISK_QUESTIONNAIRE_TITLE,
  homeLabel = 'Volver al inicio',
  lastLabel = 'Ver mi perfil',
  lastLoadingLabel = 'Calculando tu perfil',
}: RiskQuestionScreenProps) {
  const ids = riskQuestionFieldIds;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownNumber = useRef(number);
  // Every attempt to continue brings the customer back to the summary while the error stays.
  const [attempts, setAttempts] = useState(0);
  const ready = state === 'ready';

  useEffect(() => {
    // Only on a change of question: on the first render the page's own entry point keeps focus.
    if (!ready || shownNumber.current === number) return;
    shownNumber.current = number;
    headingRef.current?.focus();
  }, [number, ready]);

  const first = number <= 1;
  const last = number >= total;
  const progress = `Pregunta ${number} de ${total}`;
  const Caption = state === 'loading' ? 'h1' : 'p';

  const backLink = first ? (
    renderLink({
      href: homeHref,
      className: backClasses,
      children: (
        <>
          <ChevronLeft aria-hidden className="size-4" />
          {homeLabel}
        </>
      ),
    })
  ) : onBack ? (
    <button
      type="button"
      onClick={onBack}
      disabled={submitting}
      className={cn(backClasses, 'disabled:cursor-not-allowed disabled:opacity-55')}
    >
      <ChevronLeft aria-hidden className="size-4" />
      Anterior
    </button>
  ) : null;

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempts((count) => count + 1);
    onSubmit();
  };

  return (
    <div
      data-slot="risk-question-screen"
      data-state={state}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 text-text"
    >
      {backLink}
      {stepper ? <Stepper {...stepper} /> : null}

      {ready ? (
        <>
          <ErrorSummary
            title="Hay un problema"
            errors={error ? [{ fieldId: ids.answer, message: error }] : []}
            focusKey={attempts}
          />
          {formError ? <Alert variant="danger">{formError}</Alert> : null}
        </>
      ) : null}

      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          {/* While the question loads, the name of the test is the page's heading. */}
          <Caption className="font-semibold text-muted">{caption}</Caption>
          {ready ? (
            <p className="font-semibold text-text" aria-hidden="true">
              {progress}
            </p>
          ) : null}
        </div>
        {ready ? (
          <div
            role="progressbar"
            aria-label="Avance del test"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={number}
            aria-valuetext={progress}
            className="h-2 overflow-hidden rounded-full bg-surface-sunken"
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${Math.min(100, (number / Math.max(1, total)) * 100)}%` }}
            />
          </div>
        ) : null}
      </div>

      {state === 'loading' ? <QuestionSkeleton /> : null}

      {state === 'error' ? (
        <>
          <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
            No pudimos cargar la pregunta
          </h1>
          <LoadError title="Hubo un problema de conexión" onRetry={onRetry}>
            Tus respuestas anteriores están guardadas. Vuelve a intentarlo en unos segundos.
          </LoadError>
        </>
      ) : null}

      {ready ? (
        <form
          id={ids.form}
          method="post"
          noValidate
          onSubmit={onFormSubmit}
          className="flex flex-col gap-8"
        >
          <ChoiceCards
            id={ids.answer}
            // A new question is a new group: no answer of the last one lingers in the DOM.
            key={question.id}
            name={`risk-${question.id}`}
            label={
              <h1
                ref={headingRef}
                tabIndex={-1}
                className="mb-3 font-display text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl"
              >
                {question.text}
              </h1>
            }
            hint={question.hint}
            error={error}
            options={question.options.map((option) => ({ value: option.id, title: option.text }))}
            value={value ?? ''}
            onValueChange={onValueChange}
            // GOV.UK order: the question, its hint and its error, then the answers.
            className={cn(
              'flex flex-col',
              '[&>[data-slot=field-hint]]:order-first [&>[data-slot=field-hint]]:mt-0 [&>[data-slot=field-hint]]:mb-4 [&>[data-slot=field-hint]]:text-base',
              '[&>[data-slot=field-error]]:order-first [&>[data-slot=field-error]]:mt-0 [&>[data-slot=field-error]]:mb-4 [&>[data-slot=field-error]]:text-base',
            )}
          />
          <div>
            <Button
              type="submit"
              size="lg"
              loading={submitting}
              loadingLabel={last ? lastLoadingLabel : 'Guardando tu respuesta'}
              className="w-full sm:w-auto sm:min-w-48"
            >
              {last ? lastLabel : 'Continuar'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** The shape of a question while it loads: the title, the progress and five answers. */
function QuestionSkeleton() {
  return (
    <SkeletonGroup label="Cargando la pregunta" className="flex flex-col gap-3">
      <Skeleton variant="block" className="h-2 rounded-full" />
      <Skeleton variant="block" className="mt-4 h-8 w-4/5 rounded-md" />
      <Skeleton variant="block" className="mb-3 h-8 w-1/2 rounded-md" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="block" className="h-14" />
      ))}
    </SkeletonGroup>
  );
}
