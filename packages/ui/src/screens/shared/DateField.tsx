import type { ReactNode } from 'react';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  fieldBoxBaseClasses,
  fieldInputClasses,
  useField,
} from '../../primitives/Field';
import { cn } from '../../lib/cn';
import { digitsOnly, joinIsoDate, padPart, splitIsoDate, type DateParts } from './dateParts';

export interface DateFieldProps {
  /** Id of the group; the error summary's link focuses its first box. */
  id: string;
  /** The group's legend. */
  label: ReactNode;
  /** "YYYY-MM-DD", or a partial date while the customer types. */
  value: string;
  /** Called with the date as "YYYY-MM-DD" (parts may be incomplete), '' when all are empty. */
  onValueChange: (value: string) => void;
  /** Called when focus leaves one of the boxes. */
  onBlur?: () => void;
  /** Helper text under the legend. */
  hint?: ReactNode;
  /** Error message for the date; marks every box invalid. */
  error?: ReactNode;
  /**
   * The customer's own birth date: the boxes offer the browser's birthday autofill. Any other
   * date (a document's issue, a public office) leaves autofill off, so a browser never offers
   * the customer's birthday for it. @default false
   */
  birthday?: boolean;
  /** The date may be left empty: "(opcional)" instead of the required mark. @default false */
  optional?: boolean;
}

const parts = [
  { key: 'day', label: 'Día', max: 2, width: 'w-16', autoComplete: 'bday-day' },
  { key: 'month', label: 'Mes', max: 2, width: 'w-16', autoComplete: 'bday-month' },
  { key: 'year', label: 'Año', max: 4, width: 'w-24', autoComplete: 'bday-year' },
] as const;

/**
 * A date as three numeric boxes (día, mes, año), the pattern that works with every screen
 * reader and keyboard and does not depend on the browser's locale, unlike a native date input.
 * Used for birth dates, a document's issue and expiry, and a public office's start and end.
 */
export function DateField({
  id,
  label,
  value,
  onValueChange,
  onBlur,
  hint,
  error,
  birthday = false,
  optional = false,
}: DateFieldProps) {
  const field = useField({ id, hint, error });
  const current = splitIsoDate(value);
  const update = (next: Partial<DateParts>) => onValueChange(joinIsoDate({ ...current, ...next }));

  return (
    <fieldset
      id={field.controlId}
      data-invalid={field.invalid || undefined}
      className="m-0 min-w-0 border-0 p-0"
    >
      <FieldLabel asLegend id={field.labelId} required={!optional} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint id={field.hintId} placement="above">
        {hint}
      </FieldHint>
      {/* The year goes under the day and month when the three do not fit side by side. */}
      <div className="flex flex-wrap gap-3">
        {parts.map((part) => {
          const inputId = `${field.controlId}-${part.key}`;
          return (
            <div key={part.key} className="flex flex-col">
              <label htmlFor={inputId} className="mb-1 text-sm text-text">
                {part.label}
              </label>
              <div
                data-slot="field-box"
                data-invalid={field.invalid || undefined}
                className={cn(fieldBoxBaseClasses, part.width)}
              >
                <input
                  id={inputId}
                  type="text"
                  inputMode="numeric"
                  autoComplete={birthday ? part.autoComplete : 'off'}
                  maxLength={part.max}
                  required={!optional}
                  aria-invalid={field.invalid || undefined}
                  aria-describedby={field.controlProps['aria-describedby']}
                  value={current[part.key]}
                  onChange={(event) =>
                    update({ [part.key]: digitsOnly(event.target.value, part.max) })
                  }
                  onBlur={() => {
                    if (part.key !== 'year' && current[part.key].length === 1) {
                      update({ [part.key]: padPart(current[part.key]) });
                    }
                    onBlur?.();
                  }}
                  className={cn(fieldInputClasses, 'text-center tabular-nums')}
                />
              </div>
            </div>
          );
        })}
      </div>
      <FieldError id={field.errorId}>{error}</FieldError>
    </fieldset>
  );
}
