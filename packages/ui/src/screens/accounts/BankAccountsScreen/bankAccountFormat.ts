/** Four bullets: what stands for the hidden digits of a bank number. */
const HIDDEN = '\u2022\u2022\u2022\u2022';

/** The digits of a number typed or stored with spaces or dashes. */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A bank number with only its last four digits showing: `1937025472542` → "•••• 2542". */
export function maskBankNumber(value: string): string {
  return `${HIDDEN} ${digitsOf(value).slice(-4)}`;
}

/** The last four digits of a bank number, as a screen reader hears the masked value. */
export function lastFourDigits(value: string): string {
  return digitsOf(value).slice(-4);
}

/**
 * A CCI as banks print it, grouped 3-3-12-2 (bank, branch, account, check digits):
 * `00219300153895206813` → "002-193-001538952068-13". Anything that is not 20 digits is
 * shown as given.
 */
export function formatCci(cci: string): string {
  const digits = digitsOf(cci);
  if (digits.length !== 20) return cci;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 18)}-${digits.slice(18)}`;
}

/**
 * How an account is named on the page, in the removal question and in notices: the bank and
 * the last four digits of the account number, "BCP •••• 2542".
 */
export function bankAccountLabel(account: { bankName: string; accountNumber: string }): string {
  return `${account.bankName} ${maskBankNumber(account.accountNumber)}`;
}
