import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Clock, Mail, Phone, ShieldCheck, TrendingUp, Wallet } from '../../../icons';
import { BrandLogo } from '../../../composites/AppShell';
import { cn } from '../../../lib/cn';
import type { SupportContact } from '../../shared';

const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** "S/ 500": a whole amount in soles, es-PE. */
function wholeSoles(amount: number): string {
  return new Intl.NumberFormat('es-PE', {
    style: 'currency',
    currency: 'PEN',
    maximumFractionDigits: 0,
  }).format(amount);
}

export interface ValuePropositionProps {
  /** The smallest first investment, in soles. @default 500 */
  minimumAmount?: number;
}

/** The default side panel: why invest with us, in three short points. */
export function ValueProposition({ minimumAmount = 500 }: ValuePropositionProps) {
  const points = [
    { icon: <Wallet />, text: 'Empieza con poco y suma aportes cuando quieras.' },
    { icon: <TrendingUp />, text: 'Fondos para cada perfil: conservador, moderado o agresivo.' },
    { icon: <ShieldCheck />, text: 'Fondos mutuos supervisados por la SMV.' },
  ];
  return (
    <div className="flex flex-col gap-8">
      <p className="font-display text-3xl leading-tight font-bold tracking-tight xl:text-4xl">
        Invierte en fondos mutuos desde {wholeSoles(minimumAmount)}
      </p>
      <ul className="flex flex-col gap-5">
        {points.map((point) => (
          <li key={point.text} className="flex items-start gap-3 text-lg">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-foreground text-primary [&_svg]:size-5"
            >
              {point.icon}
            </span>
            <span className="pt-1.5">{point.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Props every public screen passes through to its AuthLayout. */
export interface AuthFrameProps {
  /** Brand logo at the top. @default <BrandLogo /> */
  logo?: ReactNode;
  /** Side panel on wide screens; `false` hides it. @default <ValueProposition /> */
  aside?: ReactNode | false;
  /** Support contact in the footer. */
  support?: SupportContact;
}

export interface AuthLayoutProps
  extends AuthFrameProps, Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's only `h1`, at the top of the card. */
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Content above the title in the card: a back link, an icon. */
  before?: ReactNode;
  /** The card's content. */
  children?: ReactNode;
  /** Content under the card, outside it ("¿No tienes cuenta? Regístrate"). */
  after?: ReactNode;
  /** Width of the card: `md` for short forms, `lg` for longer ones. @default 'md' */
  size?: 'md' | 'lg';
  /**
   * When this value changes (not on the first render), focus moves to the title, so a
   * multi-step page is read from the top of its new step. Pass the step.
   */
  focusTitleKey?: unknown;
}

/**
 * The frame of every public page (login, registration, recovery, errors): logo, a centred card
 * with the page's title, an optional value-proposition panel beside it from the `lg`
 * breakpoint, and a footer with the support contact.
 */
export function AuthLayout({
  title,
  description,
  before,
  children,
  after,
  logo,
  aside,
  support,
  size = 'md',
  focusTitleKey,
  className,
  ...props
}: AuthLayoutProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(focusTitleKey);
  useEffect(() => {
    if (shownKey.current === focusTitleKey) return;
    shownKey.current = focusTitleKey;
    titleRef.current?.focus();
  }, [focusTitleKey]);
  const panel = aside === false ? null : (aside ?? <ValueProposition />);
  return (
    <div
      data-slot="auth-layout"
      className={cn('flex min-h-dvh flex-col bg-background text-text', className)}
      {...props}
    >
      <header className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:pt-8">
        {logo ?? <BrandLogo />}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="@container mx-auto flex w-full max-w-6xl flex-1 items-start px-4 py-6 focus:outline-none sm:px-6 sm:py-10 lg:items-center"
      >
        {/* The panel goes beside the card when the page has room for both at the customer's
            text size (a container's rem follows the text size; a media query's does not). */}
        <div
          className={cn(
            'grid w-full gap-10',
            panel &&
              (size === 'lg'
                ? '@min-[61rem]:grid-cols-[minmax(0,1fr)_36rem] @min-[61rem]:items-center @min-[61rem]:gap-12'
                : '@min-[61rem]:grid-cols-[minmax(0,1fr)_28rem] @min-[61rem]:items-center @min-[61rem]:gap-16'),
          )}
        >
          <div
            className={cn(
              'mx-auto flex w-full min-w-0 flex-col gap-6',
              size === 'lg' ? 'max-w-xl' : 'max-w-md',
            )}
          >
            <section
              aria-labelledby="auth-title"
              data-slot="auth-card"
              className="rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-8"
            >
              {before ? <div className="mb-5">{before}</div> : null}
              <h1
                ref={titleRef}
                id="auth-title"
                tabIndex={-1}
                className="font-display outline-none text-2xl font-bold tracking-tight text-balance sm:text-3xl"
              >
                {title}
              </h1>
              {description ? <div className="mt-2 text-base text-muted">{description}</div> : null}
              <div className="mt-6">{children}</div>
            </section>
            {after ? <div className="text-center text-base">{after}</div> : null}
          </div>
          {/* After the card in reading order; beside it, on the left, from lg. */}
          {panel ? (
            <aside
              aria-label="Por qué invertir con nosotros"
              data-slot="auth-aside"
              data-surface="dark"
              className="hidden rounded-xl bg-primary p-10 text-primary-foreground shadow-md @min-[61rem]:order-first @min-[61rem]:block xl:p-12"
            >
              {panel}
            </aside>
          ) : null}
        </div>
      </main>
      <SupportFooter support={support} />
    </div>
  );
}

/** The footer of public pages: how to reach support. */
function SupportFooter({ support }: { support?: SupportContact }) {
  const hasContact = Boolean(support?.phone || support?.email);
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-muted sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="font-semibold text-text">
          {hasContact
            ? '¿Necesitas ayuda? Contáctanos'
            : '¿Necesitas ayuda? Estamos para ayudarte.'}
        </p>
        {hasContact ? (
          <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {support?.phone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 shrink-0" />
                <a
                  href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}
                  className={cn(
                    'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-2 hover:text-primary-hover',
                    focusRing,
                  )}
                >
                  {support.phone}
                </a>
              </li>
            ) : null}
            {support?.email ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 shrink-0" />
                <a
                  href={`mailto:${support.email}`}
                  className={cn(
                    'inline-flex min-h-6 items-center rounded-sm font-medium break-all text-primary underline underline-offset-2 hover:text-primary-hover',
                    focusRing,
                  )}
                >
                  {support.email}
                </a>
              </li>
            ) : null}
            {support?.hours ? (
              <li className="flex items-center gap-2">
                <Clock aria-hidden className="size-4 shrink-0" />
                <span>{support.hours}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {support?.accessibilityHref ? (
          <a
            href={support.accessibilityHref}
            className={cn(
              'inline-flex min-h-6 items-center self-start rounded-sm font-medium text-primary underline underline-offset-2 hover:text-primary-hover md:self-auto',
              focusRing,
            )}
          >
            Accesibilidad
          </a>
        ) : null}
      </div>
    </footer>
  );
}
