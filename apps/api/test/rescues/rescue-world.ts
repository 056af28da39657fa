import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  cciCheckDigits,
  orderSchema,
  rescueOptionsSchema,
  type RescueHolding,
} from '@saf/contract';
import { biometricChecks } from '../../src/db/schema';
import { publishNav } from '../../src/modules/funds/publish';
import { settleDue } from '../../src/modules/orders/payments';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import { PASSWORD, bearer, insertUser, json, loginToken, type TestServer } from '../helpers';

// The customers, subscriptions and rescues the rescue tests build through the API, shared by
// the rescue and payout tests.

export const lima = (iso: string) => new Date(`${iso}-05:00`);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString(
  'base64',
);
export const DAY = 86_400_000;

/** A customer's session, opened again when the clock has moved past its life. */
export interface Who {
  email: string;
  session?: { token: string; at: number };
}

/** The helpers, on the server `server()` gives once the suite's `beforeAll` made it. */
export function rescueWorld(server: () => TestServer) {
  let people = 0;
  const tokenOf = async (who: Who) => {
    const now = server().clock.now().getTime();
    if (!who.session || now - who.session.at > 60_000 || now < who.session.at)
      who.session = { token: await loginToken(server().app, who.email), at: now };
    return who.session.token;
  };
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: Who,
    payload?: object,
    key?: string,
  ) =>
    server().app.inject({
      method,
      url,
      headers: { ...bearer(await tokenOf(who)), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  const passFace = async (userId: number, purpose: 'SUBSCRIPTION' | 'RESCUE') => {
    const now = server().clock.now();
    await server()
      .database.db.insert(biometricChecks)
      .values({
        sessionId: randomUUID(),
        userId,
        purpose,
        day: now.toISOString().slice(0, 10),
        provider: 'sandbox',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 600_000),
        comparedAt: now,
        result: 'POSITIVE',
      });
  };

  /** A participant with an account in soles and one in dollars, logged in. */
  const participant = async () => {
    people += 1;
    const email = `rescate${people}@demo.pe`;
    const user = await insertUser(server(), {
      email,
      name: 'Rosa',
      lastname: 'Huamán',
      documentType: '01',
      numberDocument: String(41_000_000 + people),
      birthDate: '1985-02-01',
      identityValidatedAt: server().clock.now(),
      riskProfileId: 3,
    });
    await seedCompletedClientData(
      server().database.db,
      email,
      new Date(server().clock.now().getTime() - DAY),
    );
    const token: Who = { email };
    const account = async (bank: string, currency: string, number: string) => {
      const first18 = `${bank}193${number.padStart(12, '0')}`;
      const res = await call('POST', '/api/bank-accounts', token, {
        bank_code: bank,
        currency,
        account_type: 'SAVINGS',
        account_number: number,
        cci: `${first18}${cciCheckDigits(first18)}`,
        holder_declaration: true,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      return json<{ id: number }>(res).id;
    };
    const pen = await account('002', 'PEN', String(1_000_000 + people));
    const usd = await account('003', 'USD', String(2_000_000 + people));
    return { user, token, pen, usd, email };
  };

  /** A settled subscription: ordered, paid by transfer, priced at the day's valor cuota. */
  const invest = async (p: { user: { id: number }; token: Who }, fund: string, amount: string) => {
    await passFace(p.user.id, 'SUBSCRIPTION');
    const res = await call(
      'POST',
      '/api/subscriptions',
      p.token,
      { fund_code: fund, series: '000', amount, funds_origin: 'SAVINGS' },
      randomUUID(),
    );
    expect(res.statusCode).toBe(201);
    const ref = orderSchema.parse(json(res)).reference;
    const receipt = await call('POST', `/api/orders/${ref}/transfer-receipt`, p.token, {
      operation_number: '1000001',
      receipt: PDF,
    });
    expect(receipt.statusCode).toBe(200);
    await publishAndSettle();
  };

  /** The evening: every open day's valor cuota published up to today, then the desk's run. */
  const publishAndSettle = async () => {
    const today = new Date(server().clock.now().getTime() - 5 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    await publishNav(server().database.db, today, server().clock.now());
    await settleDue(server().app.ctx);
  };

  const options = async (token: Who) =>
    rescueOptionsSchema.parse(json(await call('GET', '/api/rescues/options', token)));
  const holdingOf = async (token: Who, fund: string): Promise<RescueHolding> => {
    const h = (await options(token)).holdings.find((x) => x.fund_code === fund);
    expect(h, `a holding of ${fund}`).toBeTruthy();
    return h!;
  };
  const rescue = (token: Who, body: object, key = randomUUID()) =>
    call('POST', '/api/rescues', token, body, key);

  return {
    tokenOf,
    call,
    passFace,
    participant,
    invest,
    publishAndSettle,
    options,
    holdingOf,
    rescue,
  };
}
