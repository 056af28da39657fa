import type { ReactNode } from 'react';
import type { AppShellLinkProps, RenderLink } from '../../composites/AppShell';

/**
 * What every form screen takes: plain values and errors plus callbacks. A flows hook computes
 * all of it and the portal spreads it into the screen.
 */
export interface FormScreenState<Values extends Record<string, unknown>> {
  /** The current value of every field. */
  values: Values;
  /** Field errors (Spanish), keyed by field name. */
  errors: Partial<Record<keyof Values & string, string>>;
  /** A server error not tied to a field (Spanish). */
  formError?: string;
  /**
   * Increments on every submit attempt: when it changes and there are errors, the screen shows
   * its ErrorSummary at the top and focuses it. Page titles stay the portal's job.
   */
  submitCount: number;
  /** A submit is in flight: the submit button shows a spinner and ignores clicks. */
  submitting: boolean;
  /** Called with a field's new value on every change. */
  onValueChange: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  /** Called when a field loses focus (validation on blur). */
  onBlur?: (field: keyof Values & string) => void;
  /** Called when the customer submits the form; the screen never submits natively. */
  onSubmit: () => void;
}

/** What a screen hands to `renderLink`. */
export type ScreenLinkProps = Pick<AppShellLinkProps, 'href' | 'className' | 'children'>;

export type { RenderLink };

/** The default `renderLink`: a plain `<a>`. The portal passes its router's Link instead. */
export const renderAnchor: RenderLink = ({ href, className, children }): ReactNode => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The resend control of a code screen. */
export interface ResendState {
  /** Seconds until another code may be asked for; 0 when it may be asked now. */
  secondsLeft: number;
  /** Asks for another code. */
  onResend: () => void;
  /** A new code is being sent. */
  resending: boolean;
  /** The sending limit was reached: no more codes for now. */
  limitReached: boolean;
}

/** One hint about the new password, ticked when met. */
export interface PasswordRule {
  /** Stable key. */
  id: string;
  /** The hint, e.g. "Entre 8 y 128 caracteres". */
  label: string;
  /** Whether the password meets it. */
  met: boolean;
}

/** A rough estimate of how hard the new password is to guess. */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** How customers reach support, shown in the footer of public pages. */
export interface SupportContact {
  /** Phone number as shown, e.g. "(01) 311-0000"; dialled with its digits. */
  phone?: string;
  /** Support email address. */
  email?: string;
  /** Opening hours, e.g. "lunes a viernes de 9:00 a. m. a 6:00 p. m.". */
  hours?: string;
  /** Address of the accessibility statement, linked from the footer. */
  accessibilityHref?: string;
}

/** Classes of a text link on a screen (inline in a sentence, or alone on its line). */
export const screenLinkBaseClasses =
  'rounded-sm font-semibold text-primary underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** A text link of a screen: always underlined. */
export const screenLinkClasses = `${screenLinkBaseClasses} underline`;

/** A quiet link beside a back arrow: underlined on hover only. */
export const screenQuietLinkClasses = `${screenLinkBaseClasses} no-underline hover:underline`;
