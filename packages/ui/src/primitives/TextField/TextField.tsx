import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useKeepTypedValue } from '../../lib/keepTypedValue';
import { cn } from '../../lib/cn';
import { Field, fieldBoxClasses, fieldInputClasses, useFieldFrame } from '../Field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'prefix' | 'size' | 'children'
> {
  /** Visible label; also the accessible name of the input. */
  label: ReactNode;
  /** Input type. Passwords have their own `PasswordField`. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password';
  /** Helper text under the input, referenced by `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; marks the input `aria-invalid` and is read before the hint. */
  error?: ReactNode;
  /** Shows "(opcional)" after the label. @default false */
  optional?: boolean;
  /** Content inside the box before the input (a currency, an icon). Decorative for screen readers. */
  prefix?: ReactNode;
  /** Content inside the box after the input (a unit, an icon, a button). */
  suffix?: ReactNode;
  /** Classes for the input element itself (`className` goes to the outer frame). */
  inputClassName?: string;
}

/** A single-line text input with label, hint and error. Controlled through `value`/`onChange`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', prefix, suffix, inputClassName, ...rest },
  ref,
) {
  const { field, frame, control: props } = useFieldFrame(rest);
  const { required, disabled } = frame;
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  useKeepTypedValue(input, props.value);
  return (
    <Field {...frame}>
      <div
        data-slot="field-box"
        data-invalid={field.invalid || undefined}
        data-disabled={disabled || undefined}
        className={fieldBoxClasses}
      >
        {prefix != null ? (
          <span
            aria-hidden="true"
            data-slot="field-prefix"
            className="flex shrink-0 items-center font-medium text-muted [&_svg]:size-5"
          >
            {prefix}
          </span>
        ) : null}
        <input
          ref={input}
          type={type}
          required={required}
          disabled={disabled}
          className={cn(fieldInputClasses, inputClassName)}
          {...field.controlProps}
          {...props}
        />
        {suffix != null ? (
          <span
            data-slot="field-suffix"
            className="flex shrink-0 items-center text-muted [&_svg]:size-5"
          >
            {suffix}
          </span>
        ) : null}
      </div>
    </Field>
  );
});
