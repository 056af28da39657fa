import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from '../../icons';
import { cn } from '../../lib/cn';
import { Field, useFieldFrame } from '../Field';

export interface SelectOption {
  /** Value sent to `onChange`. */
  value: string;
  /** Text the customer reads. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'multiple' | 'size' | 'value' | 'defaultValue'
> {
  /** Visible label; also the accessible name of the select. */
  label: ReactNode;
  /** The options, in order. */
  options: readonly SelectOption[];
  /** Selected value; `''` shows the placeholder. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Text of the empty first option, e.g. "Selecciona un banco". @default 'Selecciona una opción' */
  placeholder?: string;
  /** Helper text under the select. */
  hint?: ReactNode;
  /** Error message; marks the select `aria-invalid`. */
  error?: ReactNode;
  /** Shows "(opcional)" after the label. @default false */
  optional?: boolean;
  /** Called with the chosen value (alongside the native `onChange`). */
  onValueChange?: (value: string) => void;
}

/**
 * A native select: the platform's picker is the most usable one on phones. The placeholder is
 * an empty option; on a required select it cannot be chosen again once a value is picked.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder = 'Selecciona una opción', onChange, onValueChange, ...rest },
  ref,
) {
  const { field, frame, control: props } = useFieldFrame(rest);
  const { required, disabled } = frame;
  const empty = (props.value ?? props.defaultValue ?? '') === '';
  return (
    <Field {...frame}>
      <div className="relative">
        <select
          ref={ref}
          required={required}
          disabled={disabled}
          data-placeholder={empty || undefined}
          data-invalid={field.invalid || undefined}
          className={cn(
            'h-11 w-full cursor-pointer appearance-none truncate rounded-md border border-border-strong bg-surface ps-3 pe-10 text-base text-text transition-colors',
            'hover:border-text focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'data-placeholder:text-muted',
            'data-invalid:border-danger data-invalid:ring-1 data-invalid:ring-danger',
            'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:text-muted',
          )}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          {...field.controlProps}
          {...props}
        >
          <option value="" disabled={required}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
      </div>
    </Field>
  );
});
