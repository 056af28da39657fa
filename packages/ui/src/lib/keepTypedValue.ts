import { useEffect, type RefObject } from 'react';

/**
 * Keeps what a customer typed into a page rendered ahead of time before its script ran.
 * Hydration leaves the typed text in the input while the controlling state is still empty, and
 * the next render would wipe it. On mount, a text the state does not have is handed to the
 * input's `onChange` as if just typed: the value passes React's change tracking (written back
 * to the state's value, then to the typed text past the tracker), then an input event fires.
 */
export function useKeepTypedValue(
  ref: RefObject<HTMLInputElement | null>,
  value: string | number | readonly string[] | undefined,
): void {
  useEffect(() => {
    const input = ref.current;
    if (!input || value === undefined) return;
    const typed = input.value;
    if (typed === '' || typed === String(value)) return;
    input.value = String(value);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Once, on mount: later differences are the state's to decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
