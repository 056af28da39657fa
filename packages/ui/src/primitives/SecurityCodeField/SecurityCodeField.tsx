import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, FieldLabel, useField } from '../Field';
import { enterDigits, eraseDigit, type CodeEdit } from './securityCode';

export interface SecurityCodeFieldProps {
  /** What the code is, e.g. "Código de verificación"; the group's legend. */
  label: ReactNode;
  /** The digits entered so far (no gaps), e.g. "1234". */
  value: string;
  /** Called with the digits after every change. */
  onValueChange: (code: string) => void;
  /** Called once every box is filled, with the whole code. */
  onComplete?: (code: string) => void;
  /** Number of boxes. @default 6 */
  length?: number;
  /** Helper text under the boxes (where the code was sent, when it expires). */
  hint?: ReactNode;
  /** Error message for the code; marks every box invalid. */
  error?: ReactNode;
  /** Disables every box. @default false */
  disabled?: boolean;
  /** Submits the code under this name through a hidden input. */
  name?: string;
  /** Id of the group. */
  id?: string;
  /** Extra classes for the fieldset. */
  className?: string;
}

/**
 * One box per digit of a one-time code. Typing moves forward, Backspace on an empty box goes
 * back, arrows move, and pasting (or the phone's autofill) fills every box at once.
 */
export function SecurityCodeField({
  label,
  value,
  onValueChange,
  onComplete,
  length = 6,
  hint,
  error,
  disabled = false,
  name,
  id,
  className,
}: SecurityCodeFieldProps) {
  const field = useField({ id, hint, error });
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The latest code, ahead of the next render: focus moves before the parent re-renders.
  const code = useRef(value);
  useLayoutEffect(() => {
    code.current = value;
    // The focused box keeps its digit selected once it shows, so the next key replaces it.
    const active = boxes.current.find((box) => box && box === box.ownerDocument.activeElement);
    active?.select();
  }, [value]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const apply = ({ code: next, focus }: CodeEdit) => {
    const previous = code.current;
    code.current = next;
    if (next !== previous) {
      onValueChange(next);
      if (next.length === length) onComplete?.(next);
    }
    focusBox(focus);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>, index: number) => {
    const raw = event.target.value;
    const current = code.current[index] ?? '';
    if (raw === '') {
      // A phone keyboard deleting the selected digit.
      apply(eraseDigit(code.current, index));
      return;
    }
    let typed = raw;
    if (current && raw.length === 2) {
      // The caret was beside the old digit instead of selecting it: keep the new one.
      const caret = event.target.selectionStart ?? raw.length;
      typed = raw.slice(caret - 1, caret);
    }
    apply(enterDigits(code.current, index, typed, length));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (/^\d$/.test(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey) {
      // A digit from a keyboard is entered here: typed over the same digit (a code typed again
      // over a wrong one), the box's value would not change, no change event would come and
      // the focus would stay, so the next digit would land in the wrong box.
      event.preventDefault();
      apply(enterDigits(code.current, index, event.key, length));
      return;
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        apply(eraseDigit(code.current, index));
        break;
      case 'Delete':
        event.preventDefault();
        if (index < code.current.length) apply(eraseDigit(code.current, index));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, code.current.length));
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(code.current.length);
        break;
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    apply(enterDigits(code.current, index, event.clipboardData.getData('text'), length));
  };

  return (
    <fieldset
      id={field.controlId}
      disabled={disabled}
      data-invalid={field.invalid || undefined}
      data-complete={value.length === length || undefined}
      className={cn('m-0 min-w-0 border-0 p-0', className)}
    >
      <FieldLabel asLegend id={field.labelId}>
        {label}
      </FieldLabel>
      <div className="flex gap-2 sm:gap-3">
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // Only the first box offers the SMS / e-mail code; autofill then fills them all.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Dígito ${index + 1} de ${length}`}
            aria-invalid={field.invalid || undefined}
            aria-describedby={field.controlProps['aria-describedby']}
            value={value[index] ?? ''}
            data-filled={index < value.length || undefined}
            onChange={(event) => handleChange(event, index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            onPaste={(event) => handlePaste(event, index)}
            onFocus={(event) => {
              // Boxes fill in order: a click past the first empty box lands on it.
              if (index > code.current.length) focusBox(code.current.length);
              else event.target.select();
            }}
            className={cn(
              'h-14 w-11 min-w-0 rounded-md border bg-surface text-center font-display text-2xl font-semibold text-text tabular-nums transition-colors sm:w-12',
              'focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
              field.invalid
                ? 'border-danger ring-1 ring-danger hover:border-danger data-filled:border-danger'
                : 'border-border-strong hover:border-text data-filled:border-text',
              'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:text-muted',
            )}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{error}</FieldError>
    </fieldset>
  );
}
