/**
 * Pure rules of the code boxes. The code is a string of digits without gaps: a box can only
 * be filled once the boxes before it are, so the value is always what the customer sees.
 */

export interface CodeEdit {
  /** The code after the edit. */
  code: string;
  /** Index of the box that gets the focus. */
  focus: number;
}

/**
 * Digits typed, pasted or autofilled into box `index`. A text holding a whole code fills
 * every box from the first; fewer digits go in from the box (or the first empty one).
 * Anything but digits is dropped; a text without digits changes nothing.
 */
export function enterDigits(code: string, index: number, text: string, length: number): CodeEdit {
  const digits = text.replace(/\D/g, '');
  if (digits.length >= length) return { code: digits.slice(0, length), focus: length - 1 };
  const start = Math.min(index, code.length);
  if (digits === '') return { code, focus: start };
  const next = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, length);
  return { code: next, focus: Math.min(start + digits.length, length - 1) };
}

/**
 * Backspace in box `index`: a filled box is cleared and keeps the focus; an empty box
 * clears the one before it and moves there.
 */
export function eraseDigit(code: string, index: number): CodeEdit {
  if (index < code.length) {
    return { code: code.slice(0, index) + code.slice(index + 1), focus: index };
  }
  if (code.length === 0) return { code, focus: 0 };
  return { code: code.slice(0, -1), focus: code.length - 1 };
}
