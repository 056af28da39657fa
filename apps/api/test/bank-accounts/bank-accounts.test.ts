import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cciFor, bankAccountListSchema, bankAccountSchema } from '@saf/contract';
import { eq } from 'drizzle-orm';
import { seedFunds } from '../../src/seeds/funds';
import { fundSeries, orders } from '../../src/db/schema';
import {
  PASSWORD,
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

const cciOf = cciFor;

const bbva = {
  bank_code: '011',
  currency: 'PEN',
  account_type: 'SAVINGS',
  account_number: '0100032542',
  cci: '01136600010003254221',
  alias: 'Sueldo',
  holder_declaration: true,
  password: PASSWORD,
};

describe('bank accounts', () => {
  let t: TestServer;
  let token: string;
  let otherToken: string;
  let anaId: number;
  let seriesId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who = token,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(who),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const list = async (who = token) =>
    bankAccountListSchema.parse(json(await call('GET', '/api/bank-accounts', undefined, who)));

  beforeAll(async () => {
    t = await createTestServer();
    await seedFunds(t.database.db, t.clock.now(), 1, { months: 1 });
    const [series] = await t.database.db.select({ id: fundSeries.id }).from(fundSeries).limit(1);
    seriesId = series!.id;
    anaId = (await insertUser(t, { email: 'ana@demo.pe', name: 'Ana' })).id;
    await insertUser(t, { email: 'otro@demo.pe', name: 'Luis' });
    token = await loginToken(t.app, 'ana@demo.pe');
    otherToken = await loginToken(t.app, 'otro@demo.pe');
  });
  afterAll(async () => t?.close());

  it('starts empty and refuses a call without a session', async () => {
    expect(await list()).toEqual({ accounts: [], max: 5 });
    const res = await t.app.inject({ method: 'GET', url: '/api/bank-accounts' });
    expect(res.statusCode).toBe(401);
  });

  it('adds an account with the password again; the first one is the main one', async () => {
    const res = await call('POST', '/api/bank-accounts', {
      ...bbva,
      cci: '011-366-000100032542-21',
    });
    expect(res.statusCode).toBe(201);
    const account = bankAccountSchema.parse(json(res));
    expect(account).toMatchObject({
      bank_name: 'BBVA',
      cci: '01136600010003254221',
      account_number: '0100032542',
      alias: 'Sueldo',
      is_main: true,
      in_use: false,
      cci_unchecked: false,
    });
    expect(t.mailer.last('ana@demo.pe')?.subject).toBe(
      'Se agregó una cuenta bancaria de tu perfil',
    );
    // The password is never echoed, and the other customer sees nothing of it.
    expect(JSON.stringify(json(res))).not.toContain(PASSWORD);
    expect((await list(otherToken)).accounts).toEqual([]);
  });

  it('refuses a wrong password on the password field, keeping nothing', async () => {
    const res = await call('POST', '/api/bank-accounts', {
      ...bbva,
      account_number: '193000001',
      bank_code: '002',
      cci: cciOf('002', '193', '193000001'),
      password: 'no-es-esta',
    });
    expectError(res, 400, 'REAUTH_FAILED', 'Incorrect password');
    expect(json<{ details: { path: string }[] }>(res).details[0]?.path).toBe('body.password');
    expect((await list()).accounts).toHaveLength(1);
  });

  it('checks the CCI on the server: check digits, bank and account number', async () => {
    const wrongDigit = await call('POST', '/api/bank-accounts', {
      ...bbva,
      cci: '01136600010003254231',
    });
    expectError(wrongDigit, 400, 'VALIDATION_ERROR', 'Validation error');
    expect(json<{ details: { path: string; message: string }[] }>(wrongDigit).details).toEqual([
      expect.objectContaining({
        path: 'body.cci',
        message: 'El CCI no es válido: revisa que esté bien escrito.',
      }),
    ]);
    const otherBank = await call('POST', '/api/bank-accounts', { ...bbva, bank_code: '002' });
    expect(json<{ details: { message: string }[] }>(otherBank).details[0]?.message).toBe(
      'Este CCI es de BBVA, no de BCP.',
    );
    const notHolder = await call('POST', '/api/bank-accounts', {
      ...bbva,
      holder_declaration: false,
    });
    expect(notHolder.statusCode).toBe(400);
  });

  it("refuses the same account or CCI with the spec's messages, on their fields", async () => {
    const sameCci = await call('POST', '/api/bank-accounts', { ...bbva, alias: 'Otra' });
    expectError(sameCci, 409, 'CCI_EXISTS', 'This cci is already exist');
    expect(json<{ details: { path: string }[] }>(sameCci).details[0]?.path).toBe('body.cci');
    // The same bank and number with a CCI of another branch.
    const sameNumber = await call('POST', '/api/bank-accounts', {
      ...bbva,
      cci: cciOf('011', '367', '0100032542'),
    });
    expectError(sameNumber, 409, 'BANK_ACCOUNT_EXISTS', 'This bank account is already exist');
    // Another customer may register the same account (a joint account has two holders).
    const other = await call('POST', '/api/bank-accounts', bbva, otherToken);
    expect(other.statusCode).toBe(201);
  });

  it('accepts the "00" check pair, flagged', async () => {
    const res = await call('POST', '/api/bank-accounts', {
      ...bbva,
      bank_code: '003',
      currency: 'USD',
      account_type: 'CHECKING',
      account_number: '2003001234567',
      cci: `003200${'003001234567'}00`,
      alias: undefined,
    });
    expect(res.statusCode).toBe(201);
    expect(bankAccountSchema.parse(json(res))).toMatchObject({
      cci_unchecked: true,
      is_main: false,
      alias: null,
      currency: 'USD',
    });
  });

  it('makes another account the main one, one at a time', async () => {
    const [, second] = (await list()).accounts;
    const res = await call('POST', `/api/bank-accounts/${second!.id}/main`);
    const after = bankAccountListSchema.parse(json(res));
    expect(after.accounts.filter((a) => a.is_main).map((a) => a.id)).toEqual([second!.id]);
    expect(after.accounts[0]?.id).toBe(second!.id);
  });

  it('edits an account with the password again', async () => {
    const [main] = (await list()).accounts;
    const res = await call('PUT', `/api/bank-accounts/${main!.id}`, {
      bank_code: main!.bank_code,
      currency: main!.currency,
      account_type: 'SAVINGS',
      account_number: main!.account_number,
      cci: main!.cci,
      alias: 'Dólares',
      is_main: true,
      holder_declaration: true,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(bankAccountSchema.parse(json(res))).toMatchObject({
      alias: 'Dólares',
      account_type: 'SAVINGS',
      is_main: true,
    });
    const wrong = await call('PUT', `/api/bank-accounts/${main!.id}`, {
      ...bbva,
      password: 'otra',
    });
    expectError(wrong, 400, 'REAUTH_FAILED', 'Incorrect password');
  });

  it("cannot see, change or remove another customer's account", async () => {
    const [theirs] = (await list(otherToken)).accounts;
    for (const res of [
      await call('PUT', `/api/bank-accounts/${theirs!.id}`, bbva),
      await call('POST', `/api/bank-accounts/${theirs!.id}/main`),
      await call('DELETE', `/api/bank-accounts/${theirs!.id}`),
    ])
      expectError(res, 404, 'NOT_FOUND', 'Not found');
    expect((await list(otherToken)).accounts).toHaveLength(1);
  });

  it('keeps an account a pending rescue pays to, and removes it once that is over', async () => {
    const [, bbvaAccount] = (await list()).accounts;
    const now = t.clock.now();
    const [rescue] = await t.database.db
      .insert(orders)
      .values({
        reference: 'RES-2026-000001',
        userId: anaId,
        kind: 'RESCUE',
        seriesId,
        currency: 'PEN',
        amount: '500.00',
        fundsOrigin: 'SAVINGS',
        paymentMethod: 'transfer',
        paymentStatus: 'PENDING',
        processStatus: 'INPROGRESS',
        tradeDate: '2026-01-05',
        cutoffAt: now,
        bankAccountId: bbvaAccount!.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    expect((await list()).accounts.find((a) => a.id === bbvaAccount!.id)?.in_use).toBe(true);
    const refused = await call('DELETE', `/api/bank-accounts/${bbvaAccount!.id}`);
    expectError(refused, 409, 'BANK_ACCOUNT_IN_USE', 'Bank account in use by a pending rescue');
    const changed = await call('PUT', `/api/bank-accounts/${bbvaAccount!.id}`, {
      ...bbva,
      account_number: '0100032543',
      cci: cciOf('011', '366', '0100032543'),
    });
    expectError(changed, 409, 'BANK_ACCOUNT_IN_USE', 'Bank account in use by a pending rescue');

    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'SUCCESS', processStatus: 'APPROVED' })
      .where(eq(orders.id, rescue!.id));
    const removed = await call('DELETE', `/api/bank-accounts/${bbvaAccount!.id}`);
    expect(removed.statusCode).toBe(200);
    const after = bankAccountListSchema.parse(json(removed));
    expect(after.accounts.map((a) => a.id)).not.toContain(bbvaAccount!.id);
    expect(after.accounts.filter((a) => a.is_main)).toHaveLength(1);
    // Removed, its number may be registered again.
    const again = await call('POST', '/api/bank-accounts', bbva);
    expect(again.statusCode).toBe(201);
  });

  it('takes five accounts at most, even when asked at once', async () => {
    const add = (n: string) =>
      call('POST', '/api/bank-accounts', {
        ...bbva,
        bank_code: '002',
        account_number: n,
        cci: cciOf('002', '193', n),
      });
    while ((await list()).accounts.length < 4)
      expect((await add(`1931234${(await list()).accounts.length}0`)).statusCode).toBe(201);
    // Three at once for the last place: one is taken, two are refused.
    const answers = await Promise.all(['193999991', '193999992', '193999993'].map(add));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201))
      expectError(res, 409, 'BANK_ACCOUNT_LIMIT', 'Bank account limit reached');
    expect((await list()).accounts).toHaveLength(5);
  });
});
