import { describe, expect, it } from 'vitest';
import { cciCheckDigits, checkCci } from './cci';

describe('CCI check digits', () => {
  it('accepts the known valid CCIs', () => {
    for (const cci of ['01136600010003254221', '01124100019000658270', '00219300153895206813'])
      expect(checkCci(cci)).toBe('valid');
  });
  it('computes the pair from the first 18 digits', () => {
    expect(cciCheckDigits('011366000100032542')).toBe('21');
  });
  it('flags a changed digit, and takes "00" as unchecked', () => {
    expect(checkCci('01136600010003254231')).toBe('invalid');
    expect(checkCci('01136600010003254200')).toBe('unchecked');
    expect(checkCci('0113660001000325422')).toBe('invalid');
  });
});
