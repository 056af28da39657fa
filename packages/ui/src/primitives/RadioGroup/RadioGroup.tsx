import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, FieldLabel, useField } from '../Field';

export interface RadioOption {
  /** Value passed to `onValueChange`. */
  value: string;
  /** Text of the option. */
  label: ReactNode;
  /** Secondary text under the label, read as the radio's description. */
  description?: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  /** The options, in order. */
  options: readonly RadioOption[];
  /** Selected value; `''` or `undefined` selects nothing. */
  value?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Name of the radios; generated when absent. */
  name?: string;
  /** Stack the options or lay them out in a row (wraps on narrow screens). @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Helper text under the legend's options. */
  hint?: ReactNode;
  /** Error message for the whole group. */
  error?: ReactNode;
  /** Marks the group required and shows the required mark. @default false */
  required?: boolean;
  /** Shows "(opcional)" after the legend. @default false */
  optional?: boolean;
  /** Disables every option. @default false */
  disabled?: boolean;
  /** Id of the fieldset. */
  id?: string;
  /** Extra classes for the fieldset. */
  className?: string;
}

/**
 * A group of native radios in a fieldset: arrow keys move and select within the group and
 * Tab leaves it, as browsers do for radios of one name.
 */
export function RadioGroup({
  label,
  options,
  value,
  onValueChange,
  name,
  orientation = 'vertical',
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  id,
  className,
}: RadioGroupProps) {
  const field = useField({ id, hint, error });
  const autoName = useId();
  const groupName = name ?? `radio${autoName.replace(/:/g, '')}`;
  return (
    <fieldset
      id={field.controlId}
      // A radiogroup may carry aria-invalid and aria-required; a plain fieldset may not.
      role="radiogroup"
      aria-labelledby={field.labelId}
      aria-describedby={field.controlProps['aria-describedby']}
      aria-invalid={field.invalid || undefined}
      aria-required={required || undefined}
      disabled={disabled}
      data-orientation={orientation}
      data-invalid={field.invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
    >
      <FieldLabel asLegend id={field.labelId} required={required} optional={optional}>
        {label}
      </FieldLabel>
      <div
        className={cn(
          'flex',
          orientation === 'vertical' ? 'flex-col gap-3' : 'flex-row flex-wrap gap-x-6 gap-y-3',
        )}
      >
        {options.map((option, index) => {
          const optionId = `${field.controlId}-${index}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          const optionDisabled = disabled || option.disabled;
          return (
            <div
              key={option.value}
              data-state={value === option.value ? 'checked' : 'unchecked'}
              className="flex items-start gap-3"
            >
              <span className="flex size-6 shrink-0 items-center justify-center">
                <input
                  type="radio"
                  id={optionId}
                  name={groupName}
                  value={option.value}
                  checked={value === option.value}
                  disabled={optionDisabled}
                  required={required}
                  aria-describedby={descriptionId}
                  onChange={(event) => {
                    if (event.target.checked) onValueChange?.(option.value);
                  }}
                  className={cn(
                    'size-5 cursor-pointer appearance-none rounded-full border-2 bg-surface transition-[border-color,border-width]',
                    field.invalid ? 'border-danger' : 'border-border-strong',
                    'hover:border-text checked:border-[6px] checked:border-primary checked:hover:border-primary-hover',
                    'forced-colors:checked:border-[color:Highlight] forced-colors:disabled:checked:border-[color:GrayText]',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:checked:border-border-strong',
                  )}
                />
              </span>
              <span className="flex flex-col pt-0.5">
                <label
                  htmlFor={optionId}
                  className={cn(
                    'text-base',
                    optionDisabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer text-text',
                  )}
                >
                  {option.label}
                </label>
                {option.description ? (
                  <span id={descriptionId} className="text-sm text-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{error}</FieldError>
    </fieldset>
  );
}
