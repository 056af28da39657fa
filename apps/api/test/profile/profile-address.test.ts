import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@saf/contract';
import { addressChanges } from '../../src/db/schema';
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

const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;

describe('the home address from the profile', () => {
  let t: TestServer;
  const put = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/address',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const get = async (token: string) =>
    json<{ address: unknown; text: string | null; editable: boolean }>(
      await t.app.inject({ method: 'GET', url: '/api/profile/address', headers: bearer(token) }),
    );

  beforeAll(async () => {
    t = await createTestServer();
    const person = {
      documentType: '01',
      birthDate: '1990-05-14',
      name: 'Ana',
      lastname: 'Soto',
      identityValidatedAt: t.clock.now(),
    };
    await insertUser(t, { email: 'dir@demo.pe', numberDocument: '45678901', ...person });
    await insertUser(t, { email: 'otra.dir@demo.pe', numberDocument: '45678902', ...person });
    await insertUser(t, { email: 'sin.datos@demo.pe', numberDocument: '45678903', ...person });
    // Registered, identity not validated yet: no document to check an address against.
    await insertUser(t, { email: 'sin.identidad@demo.pe' });
    await seedCompletedClientData(t.database.db, 'dir@demo.pe', t.clock.now());
    await seedCompletedClientData(t.database.db, 'otra.dir@demo.pe', t.clock.now());
  });
  afterAll(() => t.close());

  it('reads the address in force in one line, also on the profile', async () => {
    const token = await loginToken(t.app, 'dir@demo.pe');
    expect(await get(token)).toMatchObject({
      address: { country: 'PE', district: '150122', address: 'Av. Larco 1150, dpto. 402' },
      text: 'Av. Larco 1150, dpto. 402, Miraflores, Lima, Lima',
      editable: true,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(json<{ address: string }>(profile).address).toBe(
      'Av. Larco 1150, dpto. 402, Miraflores, Lima, Lima',
    );
  });

  it('refuses what Residencia refuses, each on its field, and changes nothing', async () => {
    const token = await loginToken(t.app, 'dir@demo.pe');
    const noDistrict = await put(token, { country: 'PE', address: 'Jr. Puno 120' });
    expectError(noDistrict, ...e('VALIDATION_ERROR'));
    expect(JSON.stringify(json(noDistrict))).toContain('district');
    expectError(
      await put(token, { country: 'PE', district: '159999', address: 'Jr. Puno 120' }),
      ...e('UBIGEO_UNKNOWN'),
    );
    const noCity = await put(token, { country: 'CL', address: 'Av. Providencia 1200' });
    expectError(noCity, ...e('VALIDATION_ERROR'));
    expect(JSON.stringify(json(noCity))).toContain('city');
    expectError(await put(token, { country: 'PE', district: '150101' }), ...e('VALIDATION_ERROR'));
    expect((await get(token)).text).toBe('Av. Larco 1150, dpto. 402, Miraflores, Lima, Lima');
  });

  it('changes it, keeps the old one on record, logs it and tells the customer', async () => {
    const token = await loginToken(t.app, 'dir@demo.pe');
    const res = await put(token, {
      country: 'PE',
      district: '040101',
      address: 'Calle Mercaderes 210',
      reference: 'Frente a la plaza',
      city: 'ignored in Peru',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      address: {
        country: 'PE',
        district: '040101',
        address: 'Calle Mercaderes 210',
        reference: 'Frente a la plaza',
      },
      text: 'Calle Mercaderes 210, Arequipa, Arequipa, Arequipa',
      editable: true,
    });
    const abroad = await put(token, {
      country: 'CL',
      city: 'Santiago',
      address: 'Av. Providencia 1200',
    });
    expect(json<{ text: string }>(abroad).text).toBe('Av. Providencia 1200, Santiago, Chile');

    const [user] = await t.database.db.select().from(addressChanges);
    const rows = await t.database.db
      .select()
      .from(addressChanges)
      .where(eq(addressChanges.userId, user!.userId));
    expect(rows.map((r) => r.previous?.['address'])).toEqual([
      'Av. Larco 1150, dpto. 402',
      'Calle Mercaderes 210',
    ]);
    expect(t.mailer.last('dir@demo.pe')?.subject).toBe('Actualizaste tu dirección');
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/security-log',
      headers: bearer(token),
    });
    expect(
      json<{ items: { kind: string }[] }>(log).items.filter((i) => i.kind === 'ADDRESS_CHANGED'),
    ).toHaveLength(2);
    // Another customer's address did not move.
    const other = await loginToken(t.app, 'otra.dir@demo.pe');
    expect((await get(other)).text).toBe('Av. Larco 1150, dpto. 402, Miraflores, Lima, Lima');
  });

  it('is not editable before the client data is completed', async () => {
    const token = await loginToken(t.app, 'sin.datos@demo.pe');
    expect(await get(token)).toEqual({ address: null, text: null, editable: false });
    expectError(
      await put(token, { country: 'PE', district: '150122', address: 'Av. Larco 1' }),
      ...e('ADDRESS_NOT_EDITABLE'),
    );
    // Nor before the identity is validated: the route's own refusal, not another route's.
    const prospect = await loginToken(t.app, 'sin.identidad@demo.pe');
    expect(await get(prospect)).toEqual({ address: null, text: null, editable: false });
    expectError(
      await put(prospect, { country: 'PE', district: '150122', address: 'Av. Larco 1' }),
      ...e('ADDRESS_NOT_EDITABLE'),
    );
  });
});
