import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { currencyWords, type Currency } from '../Money';
import { TextField, type TextFieldProps } from '../TextField';
import {
  caretForSignificant,
  draftToDecimal,
  formatMoneyDraft,
  formatMoneyValue,
  normalizeMoneyValue,
  parseMoneyTyping,
  readPastedMoney,
  significantBefore,
} from './moneyInput';

const PREFIX: Record<Currency, string> = { PEN: 'S/', USD: 'US$' };

export interface MoneyFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'prefix' | 'inputMode'
> {
  /** The amount as a decimal string ("1500.5"), never a float; `''` when empty. */
  value: string;
  /** Called with the new amount as a canonical decimal string ("1500.5", `''` when cleared). */
  onValueChange: (value: string) => void;
  /** Currency of the fund; sets the "S/" or "US$" prefix. @default 'PEN' */
  currency?: Currency;
  /** Message shown when a pasted text is not an amount. */
  pasteErrorMessage?: string;
}

/**
 * Amount input: groups thousands as the customer types ("1,500.50"), accepts at most two
 * decimals, strips anything else and keeps the caret after the digit it was after. Pasted
 * text is read as a whole amount (`parsePastedMoney`); an unreadable paste changes nothing
 * and says so. The minimum and maximum go in `hint`, written by the caller.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  {
    value,
    onValueChange,
    currency = 'PEN',
    label,
    error,
    pasteErrorMessage = 'No pudimos leer el monto pegado. Escríbelo con punto decimal, por ejemplo 1,234.50.',
    autoComplete = 'transaction-amount',
    onBlur,
    onKeyDown,
    onPaste,
    ...props
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);

  const [display, setDisplay] = useState(() => formatMoneyValue(value, { fixedDecimals: true }));
  const [syncedValue, setSyncedValue] = useState(value);
  const [pasteFailed, setPasteFailed] = useState(false);
  // Bumped to re-render (and so re-place the caret) when a keystroke is refused.
  const [, setRefusals] = useState(0);
  const pendingCaret = useRef<number | null>(null);

  // A new value from the caller replaces the text, unless it is what the text already says.
  if (value !== syncedValue) {
    setSyncedValue(value);
    const shown = parseMoneyTyping(display);
    if (!shown || draftToDecimal(shown) !== normalizeMoneyValue(value)) {
      setDisplay(formatMoneyValue(value, { fixedDecimals: true }));
    }
  }

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (input && caret !== null && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
    pendingCaret.current = null;
  });

  const commit = (nextDisplay: string, nextValue: string, caret: number) => {
    pendingCaret.current = caret;
    setDisplay(nextDisplay);
    setPasteFailed(false);
    if (nextValue !== normalizeMoneyValue(value)) onValueChange(nextValue);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const draft = parseMoneyTyping(raw);
    if (!draft) {
      // Refused: the text stays as it was and the caret goes back before the refused input.
      pendingCaret.current = Math.max(0, caret - (raw.length - display.length));
      setRefusals((count) => count + 1);
      return;
    }
    const nextDisplay = formatMoneyDraft(draft);
    commit(
      nextDisplay,
      draftToDecimal(draft),
      caretForSignificant(nextDisplay, significantBefore(raw, caret)),
    );
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const input = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = input;
    if (event.defaultPrevented || start === null || start !== end) return;
    // Deleting a group separator would only bring it back: step over it to the digit.
    if (event.key === 'Backspace' && display[start - 1] === ',') {
      input.setSelectionRange(start - 1, start - 1);
    } else if (event.key === 'Delete' && display[start] === ',') {
      input.setSelectionRange(start + 1, start + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const text = event.clipboardData.getData('text');
    const input = event.currentTarget;
    const start = input.selectionStart ?? display.length;
    const end = input.selectionEnd ?? display.length;
    event.preventDefault();
    if (/^\d+$/.test(text.trim())) {
      // Digits alone are typed in at the caret, like keystrokes.
      const raw = display.slice(0, start) + text.trim() + display.slice(end);
      const draft = parseMoneyTyping(raw);
      if (draft) {
        const nextDisplay = formatMoneyDraft(draft);
        const caret = significantBefore(display, start) + text.trim().length;
        commit(nextDisplay, draftToDecimal(draft), caretForSignificant(nextDisplay, caret));
        return;
      }
    }
    // Anything else is read as a whole amount and replaces the field.
    const amount = readPastedMoney(text);
    if (amount === null) {
      setPasteFailed(true);
      return;
    }
    const nextDisplay = formatMoneyDraft(amount);
    commit(nextDisplay, draftToDecimal(amount), nextDisplay.length);
  };

  return (
    <>
      <TextField
        ref={inputRef}
        type="text"
        inputMode="decimal"
        autoComplete={autoComplete}
        prefix={PREFIX[currency]}
        label={
          <>
            {label} <span className="sr-only">(en {currencyWords[currency]})</span>
          </>
        }
        error={error || (pasteFailed ? pasteErrorMessage : undefined)}
        data-currency={currency}
        value={display}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
        onBlur={(event) => {
          setDisplay(formatMoneyValue(normalizeMoneyValue(value), { fixedDecimals: true }));
          onBlur?.(event);
        }}
        inputClassName="tabular-nums"
        {...props}
      />
      {/* The visible error is not announced by itself; this tells screen readers the paste failed. */}
      <span role="status" className="sr-only">
        {pasteFailed ? pasteErrorMessage : null}
      </span>
    </>
  );
});
