/**
 * The CCI (código de cuenta interbancario), docs/DOMAIN.md (Bank accounts): 20 digits, the
 * bank (3), the branch (3), the account (12) and two check digits. The first check digit
 * covers digits 1-6 and the second digits 7-18: each digit is multiplied by 1, 2, 1, 2…
 * from the left, a two-digit product counts as the sum of its digits, and the check is
 * (10 − sum mod 10) mod 10.
 */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The two check digits of the first 18 digits of a CCI. */
export function cciCheckDigits(first18: string): string {
  if (!/^\d{18}$/.test(first18)) throw new RangeError('a CCI starts with 18 digits');
  return `${checkDigit(first18.slice(0, 6))}${checkDigit(first18.slice(6, 18))}`;
}

export type CciCheck = 'valid' | 'unchecked' | 'invalid';

/**
 * Whether a CCI's check digits hold: `valid`; `unchecked` for the "00" pair some banks issue
 * (accepted with a warning); `invalid` otherwise or when it is not 20 digits.
 */
export function checkCci(cci: string): CciCheck {
  if (!/^\d{20}$/.test(cci)) return 'invalid';
  const given = cci.slice(18);
  if (given === cciCheckDigits(cci.slice(0, 18))) return 'valid';
  return given === '00' ? 'unchecked' : 'invalid';
}

/** The CCI of an account: bank, branch, the account number's last 12 digits, check digits. */
export function cciFor(bank: string, branch: string, accountNumber: string): string {
  const first18 = `${bank}${branch}${accountNumber.replace(/\D/g, '').slice(-12).padStart(12, '0')}`;
  return `${first18}${cciCheckDigits(first18)}`;
}
