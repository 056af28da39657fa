import { describe, expect, it } from 'vitest';
import {
  EMPTY_BANK_ACCOUNT,
  bankAccountFormSchema,
  bankOfCci,
  liveCciCheck,
} from './bankAccountForm';

const bcp = { bank_code: '002', account_number: '19338475610082', cci: '00219300338475610082' };

describe('the CCI as the customer types', () => {
  it('says nothing before the 20th digit', () => {
    expect(liveCciCheck({ ...bcp, cci: '0021930033847561008' })).toEqual({});
  });

  it('names the bank of a valid CCI', () => {
    // The check pair of 002193003384756100 (bank 002, branch 193, account 3384756100).
    const first18 = bcp.cci.slice(0, 18);
    const valid = `${first18}${pair(first18)}`;
    expect(liveCciCheck({ ...bcp, account_number: '3384756100', cci: valid })).toEqual({
      status: { tone: 'ok', message: 'CCI válido de BCP.' },
    });
    expect(liveCciCheck({ ...bcp, account_number: '', cci: valid }).status?.message).toBe(
      'CCI válido de BCP. Ahora verifica el número de cuenta.',
    );
  });

  it('shows a wrong check digit, another bank and the "00" warning at once', () => {
    expect(liveCciCheck({ ...bcp, cci: '01136600010003254231' }).error).toBe(
      'El CCI no es válido: revisa que esté bien escrito.',
    );
    expect(liveCciCheck({ ...bcp, account_number: '', cci: '01136600010003254221' }).error).toBe(
      'Este CCI es de BBVA, no de BCP.',
    );
    expect(
      liveCciCheck({ bank_code: '011', account_number: '0100032542', cci: '01136600010003254200' })
        .status?.tone,
    ).toBe('warning');
  });

  it('finds the bank a CCI names', () => {
    expect(bankOfCci('003-200')).toBe('003');
    expect(bankOfCci('999')).toBeUndefined();
  });
});

describe('the account form', () => {
  it('lists what is missing in Spanish, on each field', () => {
    const parsed = bankAccountFormSchema.safeParse(EMPTY_BANK_ACCOUNT);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toMatchObject({
      bank_code: 'Selecciona el banco.',
      currency: 'Selecciona la moneda.',
      account_type: 'Selecciona el tipo de cuenta.',
      holder_declaration: 'Debes declarar que eres el titular de la cuenta.',
      password: 'Ingresa tu contraseña.',
    });
  });

  it('sends digits only', () => {
    const parsed = bankAccountFormSchema.safeParse({
      ...EMPTY_BANK_ACCOUNT,
      bank_code: '011',
      currency: 'PEN',
      account_type: 'SAVINGS',
      account_number: '0100-032542',
      cci: '011 366 000100032542 21',
      holder_declaration: true,
      password: 'secreta',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      account_number: '0100032542',
      cci: '01136600010003254221',
    });
  });
});

/** The CCI check pair (docs/DOMAIN.md), computed here independently of the contract. */
function pair(first18: string): string {
  const digit = (s: string) => {
    let sum = 0;
    [...s].forEach((c, i) => {
      const p = Number(c) * (i % 2 === 0 ? 1 : 2);
      sum += p > 9 ? p - 9 : p;
    });
    return (10 - (sum % 10)) % 10;
  };
  return `${digit(first18.slice(0, 6))}${digit(first18.slice(6))}`;
}
