import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Check, CircleAlert, Copy } from '../../../icons';
import { Button } from '../../../primitives/Button';
import { cn } from '../../../lib/cn';

/** How long the button says "Copiado" (or that it could not copy) after a click. */
const FEEDBACK_MS = 4000;

type CopyState = 'idle' | 'copied' | 'failed';

const SPOKEN: Record<CopyState, string> = {
  idle: '',
  copied: 'Copiado',
  failed: 'No pudimos copiarlo. Está seleccionado: cópialo a mano.',
};

export interface CopyButtonProps {
  /** The text put on the clipboard, e.g. the account number without dashes. */
  value: string;
  /** What is copied, as the end of the button's name: "número de cuenta" → "Copiar número de cuenta". */
  label: string;
  /** The element showing the value: when copying fails, its text is selected for a manual copy. */
  targetRef?: RefObject<HTMLElement | null>;
  /** Extra classes (layout only). */
  className?: string;
}

/**
 * "Copiar": puts a value on the clipboard. The button says "Copiado" for a few seconds and a
 * polite live region announces it. Where the clipboard is not available (an old browser, a
 * page not served over HTTPS, a refused permission) the button says it could not copy, the
 * value is selected for a manual copy and the live region explains it.
 */
export function CopyButton({ value, label, targetRef, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    // Emptied first, so a second copy is announced again.
    setState('idle');
    let next: CopyState = 'copied';
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(value);
    } catch {
      next = 'failed';
      const target = targetRef?.current;
      if (target) window.getSelection()?.selectAllChildren(target);
    }
    setState(next);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  };

  let icon: ReactNode = <Copy aria-hidden className="size-4" />;
  let text = 'Copiar';
  if (state === 'copied') {
    icon = <Check aria-hidden strokeWidth={3} className="size-4" />;
    text = 'Copiado';
  } else if (state === 'failed') {
    icon = <CircleAlert aria-hidden className="size-4" />;
    text = 'No se copió';
  }

  return (
    <span data-slot="copy-button" data-state={state} className={cn('inline-flex', className)}>
      <Button variant="secondary" size="sm" onClick={copy} startIcon={icon}>
        {text}
        <span className="sr-only"> {label}</span>
      </Button>
      <span role="status" className="sr-only">
        {SPOKEN[state]}
      </span>
    </span>
  );
}

export interface CopyableValueProps {
  /** What the value is, e.g. "Número de cuenta". */
  term: string;
  /** The value as shown, e.g. "193-2345678-0-12" or a formatted amount. */
  children: ReactNode;
  /** The text put on the clipboard: digits as a bank's form takes them, an amount as a plain decimal. */
  copyValue: string;
  /** End of the copy button's name. @default the term in lower case */
  copyLabel?: string;
  /** Shows the value larger (a reference or an amount to type). @default false */
  emphasis?: boolean;
  /** Extra classes (layout only). */
  className?: string;
}

/**
 * One term of a description list with its value and a copy button at the end of the line: an
 * account number, a CCI, the amount or the reference to write in a transfer. Render it inside
 * a `<dl>`.
 */
export function CopyableValue({
  term,
  children,
  copyValue,
  copyLabel,
  emphasis = false,
  className,
}: CopyableValueProps) {
  const valueRef = useRef<HTMLSpanElement>(null);
  return (
    // On phones the button sits on the term's line and the value has the whole width under
    // them; from `sm` the button is at the end of the value's line.
    <div
      data-slot="copyable-value"
      className={cn(
        'grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1',
        className,
      )}
    >
      <dt className="col-start-1 row-start-1 text-sm text-muted">{term}</dt>
      <dd className="col-span-2 col-start-1 row-start-2 min-w-0 sm:col-span-1">
        <span
          ref={valueRef}
          className={cn(
            'font-semibold tabular-nums wrap-anywhere select-all',
            emphasis ? 'text-lg sm:text-xl' : 'text-base',
          )}
        >
          {children}
        </span>
      </dd>
      <dd className="col-start-2 row-start-1 sm:row-start-2">
        <CopyButton
          value={copyValue}
          label={copyLabel ?? term.toLocaleLowerCase('es-PE')}
          targetRef={valueRef}
        />
      </dd>
    </div>
  );
}
