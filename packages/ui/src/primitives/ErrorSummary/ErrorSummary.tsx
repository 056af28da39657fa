import { useEffect, useRef, type HTMLAttributes, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';

/** One error of the form: the id of the field it belongs to and its message. */
export interface FormError {
  /** The `id` of the field's input (or of a container holding it). */
  fieldId: string;
  /** The message, the same one shown on the field. */
  message: string;
}

export interface ErrorSummaryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Errors in the order of the fields on the page. Renders nothing when empty. */
  errors: FormError[];
  /** Heading; by default "Hay 1 error en el formulario" or "Hay N errores en el formulario". */
  title?: string;
  /** Level of the heading in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Focus moves to the summary when it appears and whenever this value changes: pass the
   * submit count so every failed submit brings the customer back here, while fixing a field
   * (which changes `errors`) never steals focus.
   */
  focusKey?: unknown;
}

/** "Hay 1 error en el formulario" / "Hay 3 errores en el formulario". */
export function errorSummaryTitle(count: number): string {
  return count === 1 ? 'Hay 1 error en el formulario' : `Hay ${count} errores en el formulario`;
}

const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Focuses a field by id, or the first focusable element inside it (a radio group, say). */
function focusField(fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  const focusable = target.matches(FOCUSABLE)
    ? target
    : (target.querySelector<HTMLElement>(FOCUSABLE) ?? target);
  focusable.scrollIntoView({ block: 'center' });
  focusable.focus({ preventScroll: true });
}

/**
 * The list of a form's errors at the top of the page, after a failed submit (GOV.UK pattern).
 * It takes focus when it appears so screen-reader and keyboard users land on it; each error is a
 * link that focuses its field.
 */
export function ErrorSummary({
  errors,
  title,
  headingLevel = 2,
  focusKey,
  className,
  ...props
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);

  if (!shown) return null;

  const Heading = `h${headingLevel}` as const;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (!document.getElementById(fieldId)) return;
    event.preventDefault();
    focusField(fieldId);
  };

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-slot="error-summary"
      className={cn(
        'rounded-lg border-2 border-danger bg-surface p-4 text-text focus:outline-3 focus:outline-offset-2 focus:outline-focus sm:p-5',
        className,
      )}
      {...props}
    >
      <Heading className="font-display text-lg font-semibold">
        {title ?? errorSummaryTitle(errors.length)}
      </Heading>
      <ul className="mt-3 list-none space-y-2">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => onLinkClick(event, error.fieldId)}
              className="font-medium text-danger underline underline-offset-4 hover:decoration-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
