import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERRORS,
  amlScreeningResponseSchema,
  spectrumParticipantResponseSchema,
} from '@saf/contract';
import { normalName } from '../../src/adapters/screening';
import { seedCoreParticipants, seedWatchlist } from '../../src/seeds/demo';
import { amlScreenings, users } from '../../src/db/schema';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

describe('POST /api/participant/aml-screening (sandbox watch list)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await seedWatchlist(t.database.db, t.clock.now());
    const ok = { documentType: '01', identityValidatedAt: t.clock.now() };
    await insertUser(t, {
      email: 'limpio@demo.pe',
      name: 'Ana',
      lastname: 'Torres',
      numberDocument: '41111111',
      ...ok,
    });
    await insertUser(t, {
      email: 'listado@demo.pe',
      name: 'Otro',
      lastname: 'Nombre',
      numberDocument: '09999901',
      ...ok,
    });
    // On the list by name alone, written with accents and in lower case.
    await insertUser(t, {
      email: 'nombre@demo.pe',
      name: 'María Elena',
      lastname: 'Lista Restringida',
      numberDocument: '42222222',
      ...ok,
    });
    await insertUser(t, {
      email: 'conyuge@demo.pe',
      name: 'Luis',
      lastname: 'Paz',
      numberDocument: '43333333',
      ...ok,
    });
    await insertUser(t, { email: 'sindoc@demo.pe' });
  });
  afterAll(() => t.close());

  const screen = async (email: string, body: object = {}, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/participant/aml-screening',
      headers: bearer(token ?? (await loginToken(t.app, email))),
      payload: body,
    });
  const outcomeOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.amlOutcome;

  it('clears a customer on no list, and answers ALREADY_PASSED_AML to a second screening', async () => {
    const res = await screen('limpio@demo.pe');
    expect(res.statusCode, res.body).toBe(200);
    expect(amlScreeningResponseSchema.parse(json(res)).outcome).toBe('CLEARED');
    expect(await outcomeOf('limpio@demo.pe')).toBe('CLEARED');
    expectError(
      await screen('limpio@demo.pe'),
      409,
      'ALREADY_PASSED_AML',
      ERRORS.ALREADY_PASSED_AML.message,
    );
  });

  it('blocks a customer on a list by document or by name, and keeps which list for compliance only', async () => {
    for (const email of ['listado@demo.pe', 'nombre@demo.pe']) {
      const res = await screen(email);
      expect(json(res)).toMatchObject({ outcome: 'BLOCKED' });
      expect(res.body).not.toMatch(/OFAC|ONU/);
      expect(await outcomeOf(email)).toBe('BLOCKED');
    }
    const kept = await t.database.db.select().from(amlScreenings);
    expect(
      kept
        .map((k) => k.matchList)
        .filter(Boolean)
        .sort(),
    ).toEqual(['OFAC SDN', 'ONU 1267']);
  });

  it('blocks a customer whose spouse is on a list', async () => {
    const res = await screen('conyuge@demo.pe', {
      spouse: {
        document_type: '01',
        number_document: '09999902',
        name: 'Rosa',
        lastname: 'Alerta Demo',
      },
    });
    expect(json(res)).toMatchObject({ outcome: 'BLOCKED' });
    const rows = await t.database.db.select().from(amlScreenings);
    expect(rows.filter((r) => r.subject === 'SPOUSE')).toEqual([
      expect.objectContaining({ outcome: 'BLOCKED', matchList: 'PEP con alerta' }),
    ]);
  });

  it('keeps a block: screening again with another spouse or none, even many at once, never clears it', async () => {
    // conyuge@demo.pe was blocked above by the spouse on the list.
    expect(await outcomeOf('conyuge@demo.pe')).toBe('BLOCKED');
    const clean = {
      spouse: { document_type: '01', number_document: '44444444', name: 'Eva', lastname: 'Ríos' },
    };
    const token = await loginToken(t.app, 'conyuge@demo.pe');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => screen('conyuge@demo.pe', i % 2 ? clean : {}, token)),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ outcome: 'BLOCKED' });
    }
    expect(await outcomeOf('conyuge@demo.pe')).toBe('BLOCKED');
    // Each screening is still kept for compliance, with what it found (the first one too).
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'conyuge@demo.pe'));
    const rows = await t.database.db
      .select()
      .from(amlScreenings)
      .where(eq(amlScreenings.userId, user!.id));
    expect(rows.filter((r) => r.subject === 'CUSTOMER' && r.outcome === 'CLEARED')).toHaveLength(
      11,
    );
  });

  it('asks for a validated identity document first', async () => {
    expectError(
      await screen('sindoc@demo.pe'),
      409,
      'IDENTITY_NOT_VALIDATED',
      ERRORS.IDENTITY_NOT_VALIDATED.message,
    );
  });

  it('compares names without case, accents or extra spaces', () => {
    expect(normalName('  maría   Elena lista-restringida ')).toBe('MARIA ELENA LISTA RESTRINGIDA');
  });
});

describe('GET /api/spectrum/participant (sandbox back office)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await seedCoreParticipants(t.database.db);
    const ok = { documentType: '01', identityValidatedAt: t.clock.now() };
    await insertUser(t, { email: 'antiguo@demo.pe', numberDocument: '10117410', ...ok });
    await insertUser(t, { email: 'nuevo2@demo.pe', numberDocument: '45555555', ...ok });
    await insertUser(t, { email: 'sindoc2@demo.pe' });
  });
  afterAll(() => t.close());

  const lookUp = async (email: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/spectrum/participant',
      headers: bearer(await loginToken(t.app, email)),
    });

  it('says whether the customer’s own document is a participant’s, and keeps exist_spectrum', async () => {
    const known = spectrumParticipantResponseSchema.parse(json(await lookUp('antiguo@demo.pe')));
    expect(known).toEqual({ exist_spectrum: true, participant_since: '2023-06-15' });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'antiguo@demo.pe'));
    expect(row!.existSpectrum).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(await loginToken(t.app, 'antiguo@demo.pe')),
    });
    expect(json<{ user: { exist_spectrum: boolean } }>(me).user.exist_spectrum).toBe(true);
    expect(json(await lookUp('nuevo2@demo.pe'))).toEqual({
      exist_spectrum: false,
      participant_since: null,
    });
  });

  it('asks for a validated identity document first', async () => {
    expectError(
      await lookUp('sindoc2@demo.pe'),
      409,
      'IDENTITY_NOT_VALIDATED',
      ERRORS.IDENTITY_NOT_VALIDATED.message,
    );
  });
});
