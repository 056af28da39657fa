import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGES, bankAccountBodySchema, bankAccountChecks } from './bank-accounts';
import { cciCheckDigits, checkCci } from './cci';

/** docs/DOMAIN.md's valid CCIs. */
const VALID = ['01136600010003254221', '01124100019000658270', '00219300153895206813'];

describe('CCI check digits', () => {
  it('accepts every valid example', () => {
    for (const cci of VALID) expect(checkCci(cci)).toBe('valid');
  });

  it('refuses every single-digit change of them, check digits included', () => {
    let changes = 0;
    for (const cci of VALID) {
      for (let i = 0; i < 20; i += 1) {
        for (let d = 0; d <= 9; d += 1) {
          if (String(d) === cci[i]) continue;
          const changed = `${cci.slice(0, i)}${d}${cci.slice(i + 1)}`;
          changes += 1;
          // A changed check pair that becomes "00" is the unchecked case, accepted with a warning.
          const expected = changed.slice(18) === '00' ? 'unchecked' : 'invalid';
          expect(checkCci(changed), `${changed} (digit ${i + 1})`).toBe(expected);
        }
      }
    }
    expect(changes).toBe(3 * 20 * 9);
  });

  it('computes the pair from the first 18 digits', () => {
    for (const cci of VALID) expect(cciCheckDigits(cci.slice(0, 18))).toBe(cci.slice(18));
  });
});

describe('bank account checks', () => {
  const base = { bank_code: '011', account_number: '0100032542', cci: '01136600010003254221' };

  it('accepts an account whose CCI is of its bank and holds its number', () => {
    expect(bankAccountChecks(base)).toEqual({ errors: [], warnings: [] });
    // Typed grouped, as banks print them.
    expect(
      bankAccountChecks({ ...base, account_number: '0100-032542', cci: '011-366-000100032542-21' })
        .errors,
    ).toEqual([]);
  });

  it('says the CCI belongs to another bank than the chosen one', () => {
    expect(bankAccountChecks({ ...base, bank_code: '002' }).errors).toEqual([
      { field: 'cci', message: 'Este CCI es de BBVA, no de BCP.' },
    ]);
  });

  it('says the CCI does not hold the account number', () => {
    expect(bankAccountChecks({ ...base, account_number: '0100032543' }).errors).toEqual([
      { field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciAccount },
    ]);
  });

  it('refuses a wrong check digit and a CCI that is not 20 digits', () => {
    expect(bankAccountChecks({ ...base, cci: '01136600010003254231' }).errors).toEqual([
      { field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciCheck },
    ]);
    expect(bankAccountChecks({ ...base, cci: '0113660001000325422' }).errors).toEqual([
      { field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciLength },
    ]);
  });

  it('warns about the "00" pair instead of refusing it', () => {
    const checks = bankAccountChecks({ ...base, cci: '01136600010003254200' });
    expect(checks.errors).toEqual([]);
    expect(checks.warnings).toEqual([
      { field: 'cci', message: BANK_ACCOUNT_MESSAGES.cciUnchecked },
    ]);
  });

  it('reports the checks on their fields when the body is parsed', () => {
    const body = {
      ...base,
      bank_code: '002',
      currency: 'PEN',
      account_type: 'SAVINGS',
      holder_declaration: true,
      password: 'x',
    };
    const parsed = bankAccountBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cci', 'Este CCI es de BBVA, no de BCP.'],
    ]);
    const ok = bankAccountBodySchema.safeParse({
      ...body,
      bank_code: '011',
      cci: '011-366-000100032542-21',
    });
    expect(ok.success && ok.data.cci).toBe('01136600010003254221');
    expect(
      bankAccountBodySchema.safeParse({ ...body, holder_declaration: false }).error?.issues[0]
        ?.message,
    ).toBe(BANK_ACCOUNT_MESSAGES.holder);
  });
});
