import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../primitives/Button';
import { cn } from '../../lib/cn';
import { SplashIllustration } from './SplashIllustration';
import { splashTones, type SplashText, type SplashTone, type SplashType } from './splashTypes';

/** An action as data: a link when it has `href`, a button otherwise. */
export interface SplashActionConfig {
  /** Overrides the type's default label. */
  label?: string;
  /** Runs on click (a button). */
  onClick?: () => void;
  /** Destination (a plain link). */
  href?: string;
}

/** An action rendered by the caller, e.g. a router `<Link>` with the given label and classes. */
export type SplashActionRender = (props: { label: string; className: string }) => ReactNode;

export type SplashAction = SplashActionConfig | SplashActionRender;

export interface SplashProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Which outcome to show; sets the tone and the illustration (and, in `Splash`, the copy). */
  type: SplashType;
  /** Overrides the default heading. */
  heading?: ReactNode;
  /** Overrides the default text. */
  text?: ReactNode;
  /** Overrides the type's tone (colours and badge of the illustration). */
  tone?: SplashTone;
  /** Replaces the drawn illustration. */
  illustration?: ReactNode;
  /** Main action. Without a label of its own it uses the type's `primaryLabel`. */
  primaryAction?: SplashAction;
  /** Second action; shown only when it or the type has a label. */
  secondaryAction?: SplashAction;
  /** Reference of the operation, shown under the text ("Número de operación: ..."). */
  reference?: string;
  /** Label of the reference. @default 'Número de operación' */
  referenceLabel?: string;
  /** Extra content under the text (a summary, a note). */
  children?: ReactNode;
}

const actionClasses = 'w-full sm:w-auto sm:min-w-44';

function renderAction(
  action: SplashAction | undefined,
  defaultLabel: string | undefined,
  variant: 'primary' | 'secondary',
) {
  if (!action) return null;
  if (typeof action === 'function') {
    if (!defaultLabel) return null;
    return action({
      label: defaultLabel,
      className: cn(buttonVariants({ variant }), actionClasses),
    });
  }
  const label = action.label ?? defaultLabel;
  if (!label) return null;
  if (action.href) {
    return (
      <a
        href={action.href}
        onClick={action.onClick}
        data-slot="splash-action"
        className={cn(buttonVariants({ variant }), actionClasses)}
      >
        {label}
      </a>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick} className={actionClasses}>
      {label}
    </Button>
  );
}

export interface SplashPanelProps extends SplashProps {
  /** The default words of the splash (its area's copy); `heading`, `text` and labels override them. */
  copy: SplashText;
}

/**
 * A full-screen outcome panel (GOV.UK's confirmation panel): illustration, heading, text,
 * an optional operation number and up to two actions. The heading takes focus on mount so
 * screen readers announce the outcome at once. It carries no copy of its own: each area's splash
 * (`AuthSplash`, `ProfileSplash`...) hands it its words, so a page loads only the copy it can show.
 */
export function SplashPanel({
  type,
  copy,
  heading,
  text,
  tone,
  illustration,
  primaryAction,
  secondaryAction,
  reference,
  referenceLabel = 'Número de operación',
  children,
  className,
  ...props
}: SplashPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [type]);

  const primary = renderAction(primaryAction, copy.primaryLabel, 'primary');
  const secondary = renderAction(secondaryAction, copy.secondaryLabel, 'secondary');

  return (
    <div
      data-slot="splash"
      data-type={type}
      data-tone={tone ?? splashTones[type]}
      className={cn(
        'flex min-h-dvh items-start justify-center bg-surface text-text sm:items-center sm:bg-background sm:px-6 sm:py-12',
        className,
      )}
      {...props}
    >
      <div className="flex w-full max-w-xl flex-col items-center px-6 py-10 text-center sm:rounded-xl sm:border sm:border-border sm:bg-surface sm:px-12 sm:py-12 sm:shadow-md">
        {illustration ?? (
          <SplashIllustration type={type} tone={tone} className="size-32 sm:size-36" />
        )}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-6 font-display text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl"
        >
          {heading ?? copy.heading}
        </h1>
        <div className="mt-3 max-w-md text-base text-pretty text-muted sm:text-lg">
          {text ?? copy.text}
        </div>
        {reference ? (
          <p
            data-slot="splash-reference"
            className="mt-6 w-full max-w-sm rounded-lg bg-surface-sunken px-4 py-3"
          >
            <span className="block text-sm text-muted">
              {referenceLabel}
              <span className="sr-only">:</span>
            </span>
            <span className="block text-xl font-semibold tracking-wide tabular-nums">
              {reference}
            </span>
          </p>
        ) : null}
        {children ? <div className="mt-6 w-full">{children}</div> : null}
        {primary || secondary ? (
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row-reverse sm:justify-center">
            {primary}
            {secondary}
          </div>
        ) : null}
      </div>
    </div>
  );
}
