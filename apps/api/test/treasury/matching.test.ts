import { describe, expect, it } from 'vitest';
import { classify, referencesIn } from '../../src/modules/treasury/matching';

const remittance = (unstructured: string[], creditorReferences: string[] = []) => ({
  unstructured,
  creditorReferences,
});

describe('treasury matching rules', () => {
  it('finds a subscription reference however the customer or the bank wrote it', () => {
    expect(referencesIn(remittance(['Pago SUS-2026-000047 fondo']))).toEqual(['SUS-2026-000047']);
    expect(referencesIn(remittance(['sus 2026 000047']))).toEqual(['SUS-2026-000047']);
    expect(referencesIn(remittance(['SUS2026000047/OP 1234']))).toEqual(['SUS-2026-000047']);
    expect(referencesIn(remittance([], ['SUS-2026-000047']))).toEqual(['SUS-2026-000047']);
    // The same reference twice is one; two references are both reported.
    expect(referencesIn(remittance(['SUS-2026-000047'], ['SUS-2026-000047']))).toHaveLength(1);
    expect(referencesIn(remittance(['SUS-2026-000047 y SUS-2026-000048']))).toHaveLength(2);
  });

  it('does not read a reference inside a longer code or number', () => {
    expect(referencesIn(remittance(['SUS-2026-0000471']))).toEqual([]);
    expect(referencesIn(remittance(['XSUS-2026-000047']))).toEqual([]);
    expect(referencesIn(remittance(['RES-2026-000047']))).toEqual([]);
  });

  it('names what an operator must look at first', () => {
    const order = {
      kind: 'SUBSCRIPTION',
      amount: '1000.00',
      currency: 'PEN',
      paymentStatus: 'PENDING',
      processStatus: 'PENDING',
    };
    expect(classify({ amount: '1000', currency: 'PEN' }, order)).toBe('MATCHED');
    expect(classify({ amount: '999.99', currency: 'PEN' }, order)).toBe('PARTIAL');
    expect(classify({ amount: '1000.01', currency: 'PEN' }, order)).toBe('EXCESS');
    expect(classify({ amount: '1000.00', currency: 'USD' }, order)).toBe('WRONG_CURRENCY');
    expect(
      classify({ amount: '1000.00', currency: 'PEN' }, { ...order, paymentStatus: 'SUCCESS' }),
    ).toBe('NOT_PENDING');
    expect(classify({ amount: '1000.00', currency: 'PEN' }, { ...order, kind: 'RESCUE' })).toBe(
      'UNKNOWN_REFERENCE',
    );
    expect(classify({ amount: '1000.00', currency: 'PEN' }, null)).toBe('UNKNOWN_REFERENCE');
  });
});
