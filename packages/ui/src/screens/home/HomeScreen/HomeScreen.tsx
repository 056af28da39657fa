import { useId, type ReactNode } from 'react';
import { ArrowRight, Check, CircleCheckBig, Compass } from '../../../icons';
import { Alert, type AlertVariant } from '../../../primitives/Alert';
import type { RenderLink } from '../../../composites/AppShell';
import { buttonVariants } from '../../../primitives/Button';
import { cn } from '../../../lib/cn';
import { renderAnchor, screenLinkClasses } from '../../shared';
import { EmptyStateLink } from '../../shared/EmptyStateLink';

/** One step of the customer's onboarding. */
export interface HomeStep {
  /** Stable key. */
  id: string;
  /** What the step is, e.g. "Validar tu identidad". */
  label: string;
  /** Whether the customer completed it. */
  done: boolean;
}

/** A link action. */
export interface HomeAction {
  /** Visible text. */
  label: string;
  /** Destination. */
  href: string;
}

/** A message at the top of the home page, e.g. the yearly data update. */
export interface HomeNotice {
  /** Colour role and urgency. @default 'warning' */
  variant?: AlertVariant;
  /** A short bold first line. */
  title: string;
  /** The message. */
  message: ReactNode;
  /** What to do about it. */
  action?: HomeAction;
}

/** The page's title: the main menu's name for it (its heading greets the customer). */
export const HOME_TITLE = 'Inicio';

/** The yearly review of the customer's data (has_passed_year). */
export function yearlyUpdateNotice(href: string): HomeNotice {
  return {
    variant: 'warning',
    title: 'Actualiza tus datos',
    message:
      'Ha pasado un año desde que revisaste tus datos. Por regulación debes confirmarlos antes de volver a invertir; te tomará unos minutos.',
    action: { label: 'Actualizar mis datos', href },
  };
}

export interface HomeScreenProps {
  /** The customer's name; the greeting uses the first word ("Hola, Ana"). */
  customerName: string;
  /** The onboarding steps, in order. */
  steps: readonly HomeStep[];
  /** The action of the next pending step. */
  nextStep?: HomeAction;
  /** A message at the top of the page. */
  notice?: HomeNotice;
  /**
   * Where the customer reviews their data once a year: given, the page shows the yearly update
   * notice leading there (ignored when `notice` is given).
   */
  yearlyUpdateHref?: string;
  /** The customer's investments; without them the page shows "Aún no tienes inversiones". */
  investments?: ReactNode;
  /** Where "Conoce nuestros fondos" leads (the funds' list). */
  productsHref: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/**
 * The content of `/dashboard`, inside AppShell: the greeting, an optional notice, the
 * onboarding progress with the next step highlighted, and the customer's investments (or an
 * empty state that leads to the funds).
 */
export function HomeScreen({
  customerName,
  steps,
  nextStep,
  notice,
  yearlyUpdateHref,
  investments,
  productsHref,
  renderLink = renderAnchor,
}: HomeScreenProps) {
  const firstName = customerName.trim().split(/\s+/)[0];
  const shownNotice =
    notice ?? (yearlyUpdateHref ? yearlyUpdateNotice(yearlyUpdateHref) : undefined);

  return (
    <div data-slot="home-screen" className="flex flex-col gap-6 text-text md:gap-8">
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {firstName ? `Hola, ${firstName}` : 'Hola'}
        </h1>
        <p className="mt-1 text-muted">Este es el resumen de tu cuenta.</p>
      </header>

      {shownNotice ? (
        <Alert
          variant={shownNotice.variant ?? 'warning'}
          title={shownNotice.title}
          announce={false}
          action={
            shownNotice.action
              ? renderLink({
                  href: shownNotice.action.href,
                  className: screenLinkClasses,
                  children: shownNotice.action.label,
                })
              : undefined
          }
        >
          {shownNotice.message}
        </Alert>
      ) : null}

      {steps.length > 0 ? (
        <Onboarding steps={steps} nextStep={nextStep} renderLink={renderLink} />
      ) : null}

      <section aria-labelledby="home-investments" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id="home-investments" className="font-display text-xl font-semibold">
            Tus inversiones
          </h2>
          {investments
            ? renderLink({
                href: productsHref,
                className: buttonVariants({ variant: 'secondary', size: 'sm' }),
                children: (
                  <>
                    Conoce nuestros fondos
                    <ArrowRight aria-hidden className="size-4" />
                  </>
                ),
              })
            : null}
        </div>
        {investments ?? (
          <EmptyStateLink
            headingLevel={3}
            icon={<Compass />}
            title="Aún no tienes inversiones"
            description="Elige un fondo mutuo según tu perfil de inversionista y empieza con poco. Verás aquí cuánto has invertido y cómo va."
            href={productsHref}
            label="Conoce nuestros fondos"
            renderLink={renderLink}
          />
        )}
      </section>
    </div>
  );
}

interface OnboardingProps {
  steps: readonly HomeStep[];
  nextStep?: HomeAction;
  renderLink: RenderLink;
}

/** "3 de 6 pasos", a progress bar and the list, with the first pending step highlighted. */
function Onboarding({ steps, nextStep, renderLink }: OnboardingProps) {
  const headingId = `onboarding${useId().replace(/:/g, '')}`;
  const done = steps.filter((step) => step.done).length;
  const total = steps.length;
  const complete = done === total;
  const nextIndex = steps.findIndex((step) => !step.done);
  const progress = `${done} de ${total} pasos`;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="onboarding"
      data-complete={complete || undefined}
      className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {complete ? 'Tu registro está completo' : 'Completa tu registro para invertir'}
        </h2>
        <p className="text-sm font-semibold text-muted" aria-hidden="true">
          {progress}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Avance de tu registro"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${progress} completados`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className={cn('h-full rounded-full', complete ? 'bg-success' : 'bg-primary')}
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>

      {complete ? (
        <p className="mt-4 flex items-start gap-2 text-text">
          <CircleCheckBig aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          Completaste todos los pasos de tu registro.
        </p>
      ) : (
        <ol className="mt-5 flex flex-col gap-2">
          {steps.map((step, index) => {
            const isNext = index === nextIndex;
            const status = step.done ? 'completado' : isNext ? 'siguiente paso' : 'pendiente';
            return (
              <li
                key={step.id}
                data-state={step.done ? 'done' : isNext ? 'next' : 'pending'}
                aria-current={isNext ? 'step' : undefined}
                className={cn(
                  'flex flex-wrap items-center gap-x-3 gap-y-3 rounded-lg px-3 py-2.5',
                  isNext && 'border-2 border-primary bg-secondary py-3',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                    step.done && 'bg-success text-success-foreground',
                    isNext && 'bg-primary text-primary-foreground',
                    !step.done && !isNext && 'border-2 border-border-strong text-muted',
                  )}
                >
                  {step.done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
                </span>
                <span
                  className={cn(
                    'min-w-0 flex-1',
                    isNext ? 'font-semibold text-secondary-foreground' : 'text-text',
                  )}
                >
                  {step.label}
                  <span className="sr-only"> ({status})</span>
                </span>
                {isNext && nextStep
                  ? renderLink({
                      href: nextStep.href,
                      className: cn(buttonVariants({ size: 'sm' }), 'w-full sm:w-auto'),
                      children: (
                        <>
                          Continuar
                          <span className="sr-only">: {nextStep.label}</span>
                          <ArrowRight aria-hidden className="size-4" />
                        </>
                      ),
                    })
                  : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
