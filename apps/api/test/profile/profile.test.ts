import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profileSchema } from '@saf/contract';
import { consents } from '../../src/db/schema';
import { seedCompletedClientData } from '../../src/seeds/client-data';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

describe('the profile and its consents', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t?.close());

  let people = 0;
  const customer = async (email: string, marketing: boolean) => {
    people += 1;
    const user = await insertUser(t, {
      email,
      name: 'Lucía',
      lastname: 'Flores Vega',
      documentType: '01',
      numberDocument: String(45_678_900 + people),
      birthDate: '1988-03-09',
      phoneNumber: '+51987654321',
      riskProfileId: 2,
      riskQuestionnaireAt: t.clock.now(),
    });
    const at = t.clock.now();
    await t.database.db.insert(consents).values([
      {
        userId: user.id,
        purpose: 'TERMS_CONDITIONS',
        version: '2025-01',
        accepted: true,
        createdAt: at,
      },
      {
        userId: user.id,
        purpose: 'PRIVACY_POLICY',
        version: '2025-01',
        accepted: true,
        createdAt: at,
      },
      {
        userId: user.id,
        purpose: 'MARKETING',
        version: '2025-01',
        accepted: marketing,
        createdAt: at,
      },
    ]);
    return { user, token: await loginToken(t.app, email) };
  };

  it('shows the customer their own data, risk profile, final beneficiary and consents', async () => {
    const { token } = await customer('perfil@demo.pe', false);
    await customer('otro.perfil@demo.pe', true);
    await seedCompletedClientData(t.database.db, 'perfil@demo.pe', t.clock.now());
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = profileSchema.parse(json(res));
    expect(body).toMatchObject({
      name: 'Lucía',
      email: 'perfil@demo.pe',
      phone_number: '+51987654321',
      number_document: '45678901',
      risk_profile: { profile: 'moderado' },
      final_beneficiary: { own_behalf: true, name: null },
    });
    expect(body.consents.map((c) => [c.purpose, c.accepted, c.required])).toEqual([
      ['TERMS_CONDITIONS', true, true],
      ['PRIVACY_POLICY', true, true],
      ['MARKETING', false, false],
      // Never asked: offered, not given.
      ['GROUP_SHARING', false, false],
    ]);
    expect(body.consents.at(-1)?.at).toBeNull();
  });

  it('gives and withdraws an optional consent, keeping every answer; a required one cannot be withdrawn', async () => {
    const { user, token } = await customer('consent@demo.pe', false);
    const put = (purpose: string, accepted: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profile/consents/${purpose}`,
        headers: bearer(token),
        payload: { accepted },
      });
    const rows = async () =>
      (await t.database.db.select().from(consents).where(eq(consents.userId, user.id))).length;
    t.clock.advanceSeconds(5);
    const given = await put('MARKETING', true);
    expect(given.statusCode).toBe(200);
    expect(
      json<{ consents: { purpose: string; accepted: boolean }[] }>(given).consents.find(
        (c) => c.purpose === 'MARKETING',
      )?.accepted,
    ).toBe(true);
    expect(await rows()).toBe(4);
    // The same answer again records nothing new.
    await put('MARKETING', true);
    expect(await rows()).toBe(4);
    t.clock.advanceSeconds(5);
    const withdrawn = await put('MARKETING', false);
    expect(
      json<{ consents: { purpose: string; accepted: boolean }[] }>(withdrawn).consents.find(
        (c) => c.purpose === 'MARKETING',
      )?.accepted,
    ).toBe(false);
    expect(await rows()).toBe(5);
    // GROUP_SHARING had no answer yet: giving it adds it.
    expect((await put('GROUP_SHARING', true)).statusCode).toBe(200);
    expectError(await put('TERMS_CONDITIONS', false), 400, 'VALIDATION_ERROR', 'Validation error');
  });
});
