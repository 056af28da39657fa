import { cn } from '../../../lib/cn';
import { FieldLabel, useField } from '../../../primitives/Field';

export interface UnitToggleOption<Value extends string> {
  value: Value;
  label: string;
}

export interface UnitToggleProps<Value extends string> {
  /** The question, the group's legend. */
  label: string;
  /** Two or three short options. */
  options: readonly UnitToggleOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** Name of the radios. */
  name: string;
  /** Id of the group; each radio's is `${id}-${index}`. */
  id: string;
  className?: string;
}

/**
 * A small segmented control: native radios of one name in a fieldset, drawn as one pill with a
 * segment per option. Arrow keys move and choose, Tab leaves the group, as with any radios.
 */
export function UnitToggle<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  name,
  id,
  className,
}: UnitToggleProps<Value>) {
  const field = useField({ id });
  return (
    <fieldset
      id={field.controlId}
      role="radiogroup"
      aria-labelledby={field.labelId}
      data-slot="unit-toggle"
      className={cn('m-0 min-w-0 border-0 p-0', className)}
    >
      <FieldLabel asLegend id={field.labelId}>
        {label}
      </FieldLabel>
      <div className="inline-flex max-w-full rounded-lg border border-border-strong bg-surface-sunken p-1">
        {options.map((option, index) => {
          const optionId = `${field.controlId}-${index}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              data-state={checked ? 'checked' : 'unchecked'}
              className={cn(
                'flex min-h-10 min-w-28 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-semibold text-muted transition-colors',
                'hover:text-text',
                'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
                'data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=checked]:shadow-sm',
                // Forced colours drop the fill: the chosen option takes the theme's selection colours.
                // Its text is painted as is, without the page-coloured backplate the browser would
                // put behind it, and the focus outline keeps the theme's text colour.
                'forced-colors:data-[state=checked]:bg-[color:Highlight] forced-colors:data-[state=checked]:text-[color:HighlightText] forced-colors:data-[state=checked]:forced-color-adjust-none forced-colors:has-[input:focus-visible]:outline-[color:CanvasText]',
              )}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={(event) => {
                  if (event.target.checked) onValueChange(option.value);
                }}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
