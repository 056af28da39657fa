import { describe, expect, it } from 'vitest';
import { digitsOnly, joinIsoDate, padPart, splitIsoDate } from './dateParts';

describe('birth date parts', () => {
  it('splits a full date and a partial one', () => {
    expect(splitIsoDate('1990-07-27')).toEqual({ day: '27', month: '07', year: '1990' });
    expect(splitIsoDate('--7')).toEqual({ day: '7', month: '', year: '' });
    expect(splitIsoDate('')).toEqual({ day: '', month: '', year: '' });
  });

  it('joins parts as YYYY-MM-DD and gives an empty value when nothing is typed', () => {
    expect(joinIsoDate({ day: '27', month: '07', year: '1990' })).toBe('1990-07-27');
    expect(joinIsoDate({ day: '7', month: '', year: '' })).toBe('--7');
    expect(joinIsoDate({ day: '', month: '', year: '' })).toBe('');
  });

  it('round-trips a partial date while the customer types', () => {
    const partial = joinIsoDate({ day: '', month: '12', year: '19' });
    expect(splitIsoDate(partial)).toEqual({ day: '', month: '12', year: '19' });
  });

  it('keeps digits only and pads a one-digit day or month', () => {
    expect(digitsOnly('0a7/', 2)).toBe('07');
    expect(digitsOnly('19901', 4)).toBe('1990');
    expect(padPart('7')).toBe('07');
    expect(padPart('12')).toBe('12');
    expect(padPart('')).toBe('');
  });
});
