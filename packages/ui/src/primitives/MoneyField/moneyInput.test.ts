import { describe, expect, it } from 'vitest';
import {
  caretForSignificant,
  draftToDecimal,
  formatMoneyDraft,
  formatMoneyValue,
  normalizeMoneyValue,
  parseMoneyTyping,
  parsePastedMoney,
  significantBefore,
} from './moneyInput';

/** What the field shows and emits after the customer leaves it with `raw` typed in. */
function typed(raw: string) {
  const draft = parseMoneyTyping(raw);
  return draft && { display: formatMoneyDraft(draft), value: draftToDecimal(draft) };
}

describe('parseMoneyTyping (the field after a keystroke)', () => {
  it('groups thousands the es-PE way while typing', () => {
    expect(typed('1500')).toEqual({ display: '1,500', value: '1500' });
    expect(typed('1,5000')).toEqual({ display: '15,000', value: '15000' });
    expect(typed('1234567.8')).toEqual({ display: '1,234,567.8', value: '1234567.8' });
  });

  it('keeps a trailing point or zero the customer is still typing, not in the value', () => {
    expect(typed('1,500.')).toEqual({ display: '1,500.', value: '1500' });
    expect(typed('1,500.50')).toEqual({ display: '1,500.50', value: '1500.5' });
    expect(typed('.')).toEqual({ display: '0.', value: '0' });
    expect(typed('.5')).toEqual({ display: '0.5', value: '0.5' });
  });

  it('strips letters, spaces, currency symbols and minus signs', () => {
    expect(typed('S/ 1a2b3')).toEqual({ display: '123', value: '123' });
    expect(typed('-50')).toEqual({ display: '50', value: '50' });
  });

  it('drops leading zeros', () => {
    expect(typed('007')).toEqual({ display: '7', value: '7' });
    expect(typed('0.05')).toEqual({ display: '0.05', value: '0.05' });
  });

  it('refuses a third decimal, a second point and a thirteenth digit', () => {
    expect(parseMoneyTyping('1.234')).toBeNull();
    expect(parseMoneyTyping('1.2.3')).toBeNull();
    expect(parseMoneyTyping('1234567890123')).toBeNull();
    expect(parseMoneyTyping('123456789012')).not.toBeNull();
  });

  it('is empty when nothing is typed', () => {
    expect(typed('')).toEqual({ display: '', value: '' });
    expect(typed('abc')).toEqual({ display: '', value: '' });
  });
});

describe('formatMoneyValue (showing a decimal-string value)', () => {
  it('groups and keeps the decimals it was given', () => {
    expect(formatMoneyValue('1500.5')).toBe('1,500.5');
    expect(formatMoneyValue('1500')).toBe('1,500');
    expect(formatMoneyValue('')).toBe('');
  });

  it('shows exactly two decimals once the customer leaves the field', () => {
    expect(formatMoneyValue('1500.5', { fixedDecimals: true })).toBe('1,500.50');
    expect(formatMoneyValue('1500', { fixedDecimals: true })).toBe('1,500.00');
    expect(formatMoneyValue('', { fixedDecimals: true })).toBe('');
  });

  it('never goes through a float: large amounts keep every digit', () => {
    expect(formatMoneyValue('999999999999.99')).toBe('999,999,999,999.99');
    expect(formatMoneyValue('0.1')).toBe('0.1');
  });

  it('shows nothing for a value that is not a decimal string', () => {
    expect(formatMoneyValue('abc')).toBe('');
    expect(formatMoneyValue('1,500')).toBe('');
  });

  it('normalizes values so "1500.50" and "1500.5" are the same amount', () => {
    expect(normalizeMoneyValue('1500.50')).toBe('1500.5');
    expect(normalizeMoneyValue('001500.00')).toBe('1500');
  });
});

describe('parsePastedMoney (a whole amount from the clipboard)', () => {
  it('reads es-PE amounts with their currency', () => {
    expect(parsePastedMoney('S/ 1,234.5')).toBe('1234.5');
    expect(parsePastedMoney('US$ 200.00')).toBe('200');
    expect(parsePastedMoney('1,234,567.89')).toBe('1234567.89');
    expect(parsePastedMoney('1500')).toBe('1500');
    expect(parsePastedMoney(' 1 500 ')).toBe('1500');
    expect(parsePastedMoney('.5')).toBe('0.5');
    expect(parsePastedMoney('S/\u00a01,234.50')).toBe('1234.5');
  });

  it('reads "1.234,50" as 1234.50, never as 1.23', () => {
    expect(parsePastedMoney('1.234,50')).toBe('1234.5');
    expect(parsePastedMoney('S/ 1.234.567,8')).toBe('1234567.8');
    expect(parsePastedMoney('12,5')).toBe('12.5');
  });

  it('reads "1,500" as fifteen hundred, the es-PE meaning', () => {
    expect(parsePastedMoney('1,500')).toBe('1500');
  });

  it('refuses what could mean two amounts or is not one amount', () => {
    expect(parsePastedMoney('1.234')).toBeNull();
    expect(parsePastedMoney('1.2.3')).toBeNull();
    expect(parsePastedMoney('1,5,0')).toBeNull();
    expect(parsePastedMoney('12,34,567')).toBeNull();
    expect(parsePastedMoney('1.234,567')).toBeNull();
    expect(parsePastedMoney('-100')).toBeNull();
    expect(parsePastedMoney('10.505')).toBeNull();
    expect(parsePastedMoney('Cien soles')).toBeNull();
    expect(parsePastedMoney('')).toBeNull();
  });
});

describe('caret helpers', () => {
  it('keeps the caret after the same digit when the grouping moves', () => {
    // "1,23|4" + "5" typed at the caret = "1,235|4" before regrouping.
    const raw = '1,2354';
    const caret = 5;
    const formatted = formatMoneyDraft(parseMoneyTyping(raw)!);
    expect(formatted).toBe('12,354');
    expect(caretForSignificant(formatted, significantBefore(raw, caret))).toBe(5);
  });

  it('puts the caret at the start or the end at the bounds', () => {
    expect(caretForSignificant('1,500', 0)).toBe(0);
    expect(caretForSignificant('1,500', 9)).toBe(5);
    expect(significantBefore('1,500.5', 7)).toBe(6);
  });
});
