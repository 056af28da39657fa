import { useId, type ReactNode } from 'react';
import { Check } from '../../icons';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, FieldLabel, useField } from '../Field';

export interface ChoiceCardOption {
  /** Value passed to `onValueChange`. */
  value: string;
  /** Title of the card; the accessible name of its radio or checkbox. */
  title: ReactNode;
  /** Text under the title; the accessible description. */
  description?: ReactNode;
  /** Decorative icon at the start of the card. */
  icon?: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

interface ChoiceCardsBaseProps {
  /** The question, rendered as the fieldset's legend. */
  label: ReactNode;
  /** The cards, in order. */
  options: readonly ChoiceCardOption[];
  /** Name of the inputs; generated when absent. */
  name?: string;
  /** Cards per row from the `sm` breakpoint up (one per row on phones). @default 1 */
  columns?: 1 | 2 | 3;
  /** Helper text under the cards. */
  hint?: ReactNode;
  /** Error message for the whole group. */
  error?: ReactNode;
  /** Shows the required mark. @default false */
  required?: boolean;
  /** Disables every card. @default false */
  disabled?: boolean;
  /** Id of the fieldset. */
  id?: string;
  /** Extra classes for the fieldset. */
  className?: string;
}

export interface SingleChoiceCardsProps extends ChoiceCardsBaseProps {
  /** One answer (radio semantics). @default false */
  multiple?: false;
  /** Selected value; `''` or `undefined` selects nothing. */
  value?: string;
  /** Called with the chosen card's value. */
  onValueChange?: (value: string) => void;
}

export interface MultipleChoiceCardsProps extends ChoiceCardsBaseProps {
  /** Several answers (checkbox semantics). */
  multiple: true;
  /** Selected values, in option order. */
  value?: readonly string[];
  /** Called with every selected value, in option order. */
  onValueChange?: (value: string[]) => void;
}

export type ChoiceCardsProps = SingleChoiceCardsProps | MultipleChoiceCardsProps;

const columnClasses = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

/**
 * Large option cards for questions with few, important answers: the participant type, the
 * risk questionnaire. Native radios (or checkboxes with `multiple`) keep keyboard and screen
 * reader behaviour; the card is their label and shows the state as `data-state="checked"`.
 */
export function ChoiceCards(props: ChoiceCardsProps) {
  const {
    label,
    options,
    name,
    columns = 1,
    hint,
    error,
    required = false,
    disabled = false,
    id,
    className,
  } = props;
  const field = useField({ id, hint, error });
  const autoName = useId();
  const groupName = name ?? `choice${autoName.replace(/:/g, '')}`;
  const selected: readonly string[] = props.multiple
    ? (props.value ?? [])
    : props.value
      ? [props.value]
      : [];

  const toggle = (optionValue: string, checked: boolean) => {
    if (props.multiple) {
      const next = new Set(selected);
      if (checked) next.add(optionValue);
      else next.delete(optionValue);
      props.onValueChange?.(options.map((o) => o.value).filter((v) => next.has(v)));
    } else if (checked) {
      props.onValueChange?.(optionValue);
    }
  };

  return (
    <fieldset
      id={field.controlId}
      role={props.multiple ? 'group' : 'radiogroup'}
      aria-labelledby={field.labelId}
      aria-describedby={field.controlProps['aria-describedby']}
      aria-invalid={(!props.multiple && field.invalid) || undefined}
      aria-required={(!props.multiple && required) || undefined}
      disabled={disabled}
      data-invalid={field.invalid || undefined}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
    >
      <FieldLabel asLegend id={field.labelId} required={required} size="md">
        {label}
      </FieldLabel>
      <div className={cn('grid grid-cols-1 gap-3', columnClasses[columns])}>
        {options.map((option, index) => {
          const optionId = `${field.controlId}-${index}`;
          const titleId = `${optionId}-title`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          const checked = selected.includes(option.value);
          const optionDisabled = disabled || option.disabled;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={optionDisabled || undefined}
              className={cn(
                'group relative flex cursor-pointer items-start gap-3 rounded-lg border bg-surface p-4 text-text transition-colors',
                field.invalid ? 'border-danger' : 'border-border-strong',
                'hover:border-primary',
                'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
                'data-[state=checked]:border-primary data-[state=checked]:bg-secondary data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
                // Forced colours drop the fill and the ring: the chosen card keeps an edge in the
                // theme's selection colour, and its mark below is filled with it.
                'forced-colors:data-[state=checked]:border-[color:Highlight]',
                'data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-surface-sunken data-disabled:hover:border-border',
              )}
            >
              <input
                id={optionId}
                type={props.multiple ? 'checkbox' : 'radio'}
                name={groupName}
                value={option.value}
                checked={checked}
                disabled={optionDisabled}
                required={!props.multiple && required}
                // The title alone names the input; the description describes it.
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="sr-only"
              />
              {option.icon ? (
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground group-data-[state=checked]:bg-surface [&_svg]:size-5"
                >
                  {option.icon}
                </span>
              ) : null}
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span id={titleId} className="font-semibold">
                  {option.title}
                </span>
                {option.description ? (
                  <span
                    id={descriptionId}
                    className="text-sm text-muted group-data-[state=checked]:text-secondary-foreground"
                  >
                    {option.description}
                  </span>
                ) : null}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center border-2 transition-colors',
                  props.multiple ? 'rounded-sm' : 'rounded-full',
                  checked
                    ? 'border-primary bg-primary text-primary-foreground forced-colors:border-[color:Highlight] forced-colors:bg-[color:Highlight] forced-colors:text-[color:HighlightText]'
                    : 'border-border-strong bg-surface',
                )}
              >
                {checked ? <Check strokeWidth={3} className="size-4" /> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{error}</FieldError>
    </fieldset>
  );
}
