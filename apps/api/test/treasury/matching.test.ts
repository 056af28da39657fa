import { describe, expect, it } from 'vitest';
import { parseCamt } from '../../src/lib/iso20022';
import {
  bookedEntries,
  classify,
  classifyDebit,
  classifyReturn,
  payoutNamesIn,
  referencesIn,
} from '../../src/modules/treasury/matching';
import { PAYOUT_STATEMENT } from '../lib/iso20022-fixtures';

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

  it('sorts a statement of the fund’s account into debits, returns and reversals', () => {
    const [report] = parseCamt(PAYOUT_STATEMENT).reports;
    const { credits, debits, reversals, ignored } = bookedEntries(report!);
    expect(debits.map((d) => d.transaction.endToEndId)).toEqual([
      'RES-2026-000123',
      'DEV-2026-000012',
    ]);
    expect(credits.map((c) => c.transaction.returned)).toEqual([{ reason: 'AC04' }]);
    expect(reversals.map((r) => r.transaction.endToEndId)).toEqual(['RES-2026-000120']);
    expect(ignored).toBe(0);
    expect(debits[0]!.entryKey).toBe('00219393204587103618/BCP20261127000377/1');
    // What names a payout: the end-to-end id, then references in the remittance text.
    expect(payoutNamesIn(debits[0]!.transaction)).toEqual(['RES-2026-000123']);
    expect(
      payoutNamesIn({
        ...debits[0]!.transaction,
        endToEndId: null,
        remittance: {
          unstructured: ['devolucion dev 2026 000012', 'Rescate RES2026000123'],
          creditorReferences: [],
        },
      }),
    ).toEqual(['DEV-2026-000012', 'RES-2026-000123']);
  });

  it('confirms a payout only by its exact amount and currency; a return for no more than it', () => {
    const payout = { amount: '2300.00', currency: 'PEN', status: 'SENT' };
    expect(classifyDebit({ amount: '2300', currency: 'PEN' }, payout)).toBe('CONFIRMS');
    expect(
      classifyDebit({ amount: '2300.00', currency: 'PEN' }, { ...payout, status: 'PAID' }),
    ).toBe('CONFIRMS');
    expect(classifyDebit({ amount: '2300.01', currency: 'PEN' }, payout)).toBe('PAYOUT_MISMATCH');
    expect(classifyDebit({ amount: '2300.00', currency: 'USD' }, payout)).toBe('PAYOUT_MISMATCH');
    expect(
      classifyDebit({ amount: '2300.00', currency: 'PEN' }, { ...payout, status: 'REJECTED' }),
    ).toBe('PAYOUT_REJECTED');
    expect(classifyDebit({ amount: '2300.00', currency: 'PEN' }, null)).toBe('UNKNOWN_PAYOUT');
    expect(classifyReturn({ amount: '2295.00', currency: 'PEN' }, payout)).toBe(true);
    expect(classifyReturn({ amount: '2300.01', currency: 'PEN' }, payout)).toBe(false);
    expect(classifyReturn({ amount: '2300.00', currency: 'USD' }, payout)).toBe(false);
    expect(
      classifyReturn({ amount: '2300.00', currency: 'PEN' }, { ...payout, status: 'REJECTED' }),
    ).toBe(false);
  });
});
