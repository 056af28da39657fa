import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERRORS,
  biometricCompareResponseSchema,
  biometricSessionResponseSchema,
  biometricStatusSchema,
} from '@saf/contract';
import { biometricChecks } from '../../src/db/schema';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

/** A tiny JPEG's first bytes, base64: enough for the type check by magic bytes. */
const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...Array.from({ length: 64 }, (_, i) => i),
]).toString('base64');
const PNG = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...Array(32).fill(1),
]).toString('base64');
const GIF = Buffer.from('GIF89a' + 'x'.repeat(40)).toString('base64');

/** Lima is UTC−5 all year. */
const lima = (iso: string) => new Date(`${iso}-05:00`);

describe('facial check (sandbox provider)', () => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestServer();
    t.clock.set(lima('2026-11-23T10:00:00'));
    const validated = { documentType: '01', identityValidatedAt: t.clock.now() };
    for (const [email, dni] of [
      ['pasa@demo.pe', '40000001'],
      ['noes@demo.pe', '40000006'],
      ['pose@demo.pe', '40000007'],
      ['tercera@demo.pe', '40000009'],
    ] as const) {
      await insertUser(t, { email, numberDocument: dni, ...validated });
      tokens[email] = await loginToken(t.app, email);
    }
    await insertUser(t, { email: 'sindni@demo.pe' });
    tokens['sindni@demo.pe'] = await loginToken(t.app, 'sindni@demo.pe');
  });
  afterAll(() => t.close());

  const open = (email: string, purpose = 'SUBSCRIPTION') =>
    t.app.inject({
      method: 'POST',
      url: '/api/toc/sessions',
      headers: bearer(tokens[email]!),
      payload: { purpose },
    });
  const send = (email: string, id: string, image = JPEG) =>
    t.app.inject({
      method: 'POST',
      url: `/api/toc/sessions/${id}/selfie`,
      headers: bearer(tokens[email]!),
      payload: { image },
    });
  const check = async (email: string, image = JPEG, purpose = 'SUBSCRIPTION') => {
    const session = biometricSessionResponseSchema.parse(json(await open(email, purpose)));
    const res = await send(email, session.session_id, image);
    expect(res.statusCode, res.body).toBe(200);
    return biometricCompareResponseSchema.parse(json(res));
  };

  it('answers each result by the document’s last digit, and says a first success apart', async () => {
    const first = await check('pasa@demo.pe');
    expect(first).toMatchObject({ result: 'POSITIVE', first_success: true });
    expect(first.status).toMatchObject({ check_state: 2, attempts_left: 2, ever_passed: true });
    const again = await check('pasa@demo.pe', PNG, 'RESCUE');
    expect(again).toMatchObject({ result: 'POSITIVE', first_success: false });
    expect((await check('noes@demo.pe')).result).toBe('NEGATIVE');
    expect((await check('pose@demo.pe')).result).toBe('POSE_EXCEEDS');
  });

  it('refuses twice and passes on the third attempt for a document ending in 9', async () => {
    const one = await check('tercera@demo.pe');
    expect(one.result).toBe('NEGATIVE');
    expect(one.status).toMatchObject({ check_state: 1, attempts_today: 1, attempts_left: 2 });
    expect((await check('tercera@demo.pe')).result).toBe('NEGATIVE');
    const three = await check('tercera@demo.pe');
    expect(three).toMatchObject({ result: 'POSITIVE', first_success: true });
    expect(three.status).toMatchObject({ check_state: 2, attempts_left: 0, retry_at: null });
  });

  it('allows 3 attempts per purpose and Lima day, then says when to try again', async () => {
    // noes@ used one SUBSCRIPTION attempt above.
    await check('noes@demo.pe');
    const third = await check('noes@demo.pe');
    expect(third.status).toMatchObject({ check_state: 2, attempts_left: 0 });
    expect(third.status.retry_at).toBe('2026-11-24T05:00:00.000Z');
    const refused = await open('noes@demo.pe');
    expectError(
      refused,
      429,
      'BIOMETRIC_ATTEMPTS_EXCEEDED',
      ERRORS.BIOMETRIC_ATTEMPTS_EXCEEDED.message,
    );
    expect(json<{ meta: { retry_at: string } }>(refused).meta.retry_at).toBe(
      '2026-11-24T05:00:00.000Z',
    );
    // Another purpose has its own attempts.
    expect((await check('noes@demo.pe', JPEG, 'RESCUE')).status.attempts_left).toBe(2);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/toc/status?purpose=SUBSCRIPTION',
      headers: bearer(tokens['noes@demo.pe']!),
    });
    expect(biometricStatusSchema.parse(json(status))).toMatchObject({
      check_state: 2,
      last_result: 'NEGATIVE',
      attempts_today: 3,
      attempts_left: 0,
    });
  });

  it('counts open sessions, so opening many at once cannot pass the limit', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => open('pose@demo.pe', 'RESCUE')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(2);
  });

  it('checks the image by its first bytes and keeps the session open for a retake', async () => {
    const session = biometricSessionResponseSchema.parse(
      json(await open('pasa@demo.pe', 'ONBOARDING')),
    );
    for (const bad of [
      GIF,
      'not base64 at all!!',
      Buffer.alloc(3 * 1024 * 1024 + 10, 0xff).toString('base64'),
    ]) {
      const res = await send('pasa@demo.pe', session.session_id, bad);
      expect([400, 413]).toContain(res.statusCode);
      expect(['BIOMETRIC_IMAGE_INVALID', 'PAYLOAD_TOO_LARGE', 'VALIDATION_ERROR']).toContain(
        json<{ code: string }>(res).code,
      );
    }
    expect((await send('pasa@demo.pe', session.session_id)).statusCode).toBe(200);
    expectError(
      await send('pasa@demo.pe', session.session_id),
      409,
      'BIOMETRIC_SESSION_CLOSED',
      ERRORS.BIOMETRIC_SESSION_CLOSED.message,
    );
  });

  it('keeps the result and its time, never the selfie, and hides other customers’ sessions', async () => {
    const session = biometricSessionResponseSchema.parse(
      json(await open('pasa@demo.pe', 'ONBOARDING')),
    );
    expectError(
      await send('noes@demo.pe', session.session_id),
      404,
      'NOT_FOUND',
      ERRORS.NOT_FOUND.message,
    );
    await send('pasa@demo.pe', session.session_id);
    const [row] = await t.database.db
      .select()
      .from(biometricChecks)
      .where(eq(biometricChecks.sessionId, session.session_id));
    expect(row).toMatchObject({ result: 'POSITIVE', provider: 'sandbox', day: '2026-11-23' });
    expect(row!.comparedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(JPEG.slice(0, 12));
  });

  it('closes a session after 10 minutes, and asks for a validated document first', async () => {
    const session = biometricSessionResponseSchema.parse(
      json(await open('pasa@demo.pe', 'ONBOARDING')),
    );
    t.clock.advanceMinutes(11);
    tokens['pasa@demo.pe'] = await loginToken(t.app, 'pasa@demo.pe');
    expectError(
      await send('pasa@demo.pe', session.session_id),
      409,
      'BIOMETRIC_SESSION_CLOSED',
      ERRORS.BIOMETRIC_SESSION_CLOSED.message,
    );
    expectError(
      await open('sindni@demo.pe'),
      409,
      'BIOMETRIC_NO_DOCUMENT',
      ERRORS.BIOMETRIC_NO_DOCUMENT.message,
    );
  });
});
