import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Check } from '../../icons';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, useField } from '../Field';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> {
  /** The label; may hold links ("Acepto los <a>Términos y condiciones</a>"). */
  label: ReactNode;
  /** Whether the box is ticked. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the customer ticks or unticks the box. */
  onCheckedChange?: (checked: boolean) => void;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Error message; marks the box `aria-invalid`. */
  error?: ReactNode;
}

/** A checkbox with its label to the right; the whole label is the click target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    checked,
    defaultChecked,
    onCheckedChange,
    hint,
    error,
    disabled = false,
    id,
    className,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const field = useField({ id, hint, error, describedBy });
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  // A box ticked (or unticked) on a page rendered ahead of time, before its script ran, keeps
  // what the customer chose: hydration leaves the box as it is while the state still holds the
  // first value, so on mount the difference is handed over as if just clicked.
  useEffect(() => {
    const box = input.current;
    if (box && checked !== undefined && box.checked !== checked) onCheckedChange?.(box.checked);
    // Once, on mount: later differences are the state's to decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      data-slot="checkbox"
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('flex flex-col', className)}
    >
      <div className="flex items-start gap-3">
        {/* A 24 px box keeps the target at the WCAG 2.2 minimum even without the label. */}
        <span className="relative flex size-6 shrink-0 items-center justify-center">
          <input
            ref={input}
            type="checkbox"
            checked={checked}
            defaultChecked={defaultChecked}
            disabled={disabled}
            onChange={(event) => onCheckedChange?.(event.target.checked)}
            className={cn(
              'peer size-5 cursor-pointer appearance-none rounded-sm border-2 border-border-strong bg-surface transition-colors',
              'hover:border-text checked:border-primary checked:bg-primary checked:hover:border-primary-hover checked:hover:bg-primary-hover',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
              'aria-invalid:border-danger',
              'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:checked:bg-border-strong',
              // Forced colours would paint the box in the page's background under a white tick.
              'forced-colors:checked:border-[color:Highlight] forced-colors:checked:bg-[color:Highlight] forced-colors:disabled:checked:border-[color:GrayText] forced-colors:disabled:checked:bg-[color:GrayText]',
            )}
            {...field.controlProps}
            {...props}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100 forced-colors:text-[color:HighlightText]"
          />
        </span>
        <label
          htmlFor={field.controlId}
          className={cn(
            'pt-0.5 text-base [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-3 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-focus [&_a:hover]:text-primary-hover',
            disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer text-text',
          )}
        >
          {label}
        </label>
      </div>
      <div className="ps-9">
        <FieldHint id={field.hintId} placement="tight">
          {hint}
        </FieldHint>
        <FieldError id={field.errorId} placement="tight">
          {error}
        </FieldError>
      </div>
    </div>
  );
});
