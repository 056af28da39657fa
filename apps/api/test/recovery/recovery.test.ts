import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@saf/contract';
import { coreParticipants } from '../../src/db/schema';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  lastCode,
  loginToken,
  PASSWORD,
  type TestServer,
} from '../helpers';

const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;
const NEW = 'Caballo-De-Paso-Peruano-4';

describe('password recovery', () => {
  let t: TestServer;
  const send = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-code-recovery-password',
      payload: { email, resend: false },
    });
  const validate = (code: string, email: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/app/validate-code-recovery-password/${code}/${email}`,
    });
  const reset = (email: string, code: string, password = NEW, confirmation = password) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/app/reset-password/',
      payload: { email, code, password, password_confirmation: confirmation },
    });
  const other = (code: string) => (code === '424242' ? '434343' : '424242');

  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'rec@demo.pe' });
    await insertUser(t, { email: 'rec2@demo.pe' });
    await insertUser(t, { email: 'rec3@demo.pe' });
    await insertUser(t, { email: 'rec4@demo.pe' });
    await insertUser(t, { email: 'prospect@demo.pe', passwordHash: null });
  });
  afterAll(() => t.close());

  it('send: unknown email or prospect (100021); resend waits 60 s and at most 5 per hour (100022)', async () => {
    expectError(await send('nobody@demo.pe'), ...e('100021'));
    expectError(await send('prospect@demo.pe'), ...e('100021'));
    expect((await send('rec4@demo.pe')).statusCode).toBe(200);
    expectError(await send('rec4@demo.pe'), ...e('100022'));
    t.clock.advanceSeconds(59);
    expectError(await send('rec4@demo.pe'), ...e('100022'));
    t.clock.advanceSeconds(1);
    for (let i = 0; i < 4; i++) {
      expect((await send('rec4@demo.pe')).statusCode).toBe(200);
      t.clock.advanceSeconds(60);
    }
    expectError(await send('rec4@demo.pe'), ...e('100022'));
  });

  it('validate: Bad Request without an account or a code; invalid (100031); expired (100033)', async () => {
    expectError(await validate('123456', 'nobody@demo.pe'), ...e('BAD_REQUEST'));
    expectError(await validate('123456', 'rec3@demo.pe'), ...e('BAD_REQUEST'));
    await send('rec3@demo.pe');
    const code = lastCode(t.mailer, 'rec3@demo.pe');
    expectError(await validate(other(code), 'rec3@demo.pe'), ...e('100031'));
    expect(json(await validate(code, 'rec3@demo.pe'))).toEqual({
      message: 'Code valid',
      valid: true,
    });
    t.clock.advanceMinutes(10);
    expectError(await validate(code, 'rec3@demo.pe'), ...e('100033'));
    expectError(await reset('rec3@demo.pe', code), ...e('100033'));
  });

  it('a code is invalid after 5 wrong tries, even the right one', async () => {
    t.clock.advanceMinutes(2);
    await send('rec2@demo.pe');
    const code = lastCode(t.mailer, 'rec2@demo.pe');
    for (let i = 0; i < 5; i++)
      expectError(await validate(other(code), 'rec2@demo.pe'), ...e('100031'));
    expectError(await validate(code, 'rec2@demo.pe'), ...e('100031'));
    expectError(await reset('rec2@demo.pe', code), ...e('100031'));
  });

  it('reset: mismatch (100073), too common, then once only (100032); old sessions end; new password works', async () => {
    const oldSession = await loginToken(t.app, 'rec@demo.pe');
    t.clock.advanceSeconds(1);
    await send('rec@demo.pe');
    const code = lastCode(t.mailer, 'rec@demo.pe');
    expectError(await reset('rec@demo.pe', code, NEW, `${NEW}x`), ...e('100073'));
    expectError(await reset('rec@demo.pe', code, 'qwerty123'), ...e('PASSWORD_TOO_COMMON'));
    expect((await reset('rec@demo.pe', code)).statusCode).toBe(200);
    expectError(await reset('rec@demo.pe', code), ...e('100032'));
    expectError(await validate(code, 'rec@demo.pe'), ...e('100032'));
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(oldSession) }),
      ...e('UNAUTHORIZED'),
    );
    expect(t.mailer.last('rec@demo.pe')?.template).toBe('password-changed');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'rec@demo.pe', password: PASSWORD },
      }),
      ...e('100008'),
    );
    expect((await loginToken(t.app, 'rec@demo.pe', NEW)).length).toBeGreaterThan(20);
  });

  it('code checks are limited per IP (RATE_LIMITED)', async () => {
    const ip = '10.5.5.5';
    const now = t.clock.now().getTime();
    for (let i = 0; i < t.config.CODE_IP_LIMIT; i++) {
      await t.rateLimit.hit(`code:ip:recovery:${ip}`, now, 15 * 60_000);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/app/validate-code-recovery-password/123456/rec4@demo.pe',
      remoteAddress: ip,
    });
    expectError(res, ...e('RATE_LIMITED'));
  });

  it('a newer code replaces the older one', async () => {
    t.clock.advanceMinutes(61);
    await send('rec4@demo.pe');
    const first = lastCode(t.mailer, 'rec4@demo.pe');
    t.clock.advanceSeconds(61);
    await send('rec4@demo.pe');
    const second = lastCode(t.mailer, 'rec4@demo.pe');
    if (first !== second) expectError(await validate(first, 'rec4@demo.pe'), ...e('100031'));
    expect((await validate(second, 'rec4@demo.pe')).statusCode).toBe(200);
  });
});

describe('update password and email (authenticated)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'up@demo.pe' });
    await insertUser(t, { email: 'taken@demo.pe' });
    await insertUser(t, { email: 'mail@demo.pe' });
  });
  afterAll(() => t.close());

  const update = (token: string, current: string, password = NEW, confirmation = password) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/app/customer/update-password',
      headers: bearer(token),
      payload: { current_password: current, password, password_confirmation: confirmation },
    });

  it('re-checks the current password (100008), mismatch (100073), too common; ends other sessions', async () => {
    const a = await loginToken(t.app, 'up@demo.pe');
    const b = await loginToken(t.app, 'up@demo.pe');
    t.clock.advanceSeconds(1);
    const wrong = await update(a, 'wrong-password');
    expectError(wrong, ...e('100008'));
    // Said of the field the customer typed, not of an email they did not type here.
    expect(json<{ details?: unknown }>(wrong).details).toEqual([
      { path: 'body.current_password', message: 'Tu contraseña actual no es correcta.' },
    ]);
    expectError(await update(a, PASSWORD, NEW, `${NEW}!`), ...e('100073'));
    expectError(await update(a, PASSWORD, 'football1'), ...e('PASSWORD_TOO_COMMON'));
    const res = await update(a, PASSWORD);
    expect(res.statusCode).toBe(200);
    const fresh = String(res.headers['authorization']).replace(/^Bearer /, '');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh) }))
        .statusCode,
    ).toBe(200);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(b) }),
      ...e('UNAUTHORIZED'),
    );
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(a) }),
      ...e('UNAUTHORIZED'),
    );
  });

  it('wrong current passwords count towards the lockout (100007)', async () => {
    await insertUser(t, { email: 'lk@demo.pe' });
    const token = await loginToken(t.app, 'lk@demo.pe');
    for (let i = 0; i < 4; i++) expectError(await update(token, 'nope-nope'), ...e('100008'));
    expectError(await update(token, 'nope-nope'), ...e('100007'));
  });

  it('email change: same (EMAIL_SAME_AS_CURRENT), taken (EMAIL_ALREADY_REGISTERED), limit (100103), then verify', async () => {
    const token = await loginToken(t.app, 'mail@demo.pe');
    const change = (email: string, password = PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/app/update-email-customer',
        headers: bearer(token),
        payload: { email, password, origin: 'WEB' },
      });
    expectError(await change('mail@demo.pe'), ...e('EMAIL_SAME_AS_CURRENT'));
    expectError(await change('taken@demo.pe'), ...e('EMAIL_ALREADY_REGISTERED'));
    expectError(await change('new@demo.pe', 'wrong-password'), ...e('100008'));
    expect((await change('new@demo.pe')).statusCode).toBe(200);
    expectError(await change('new@demo.pe'), ...e('100103'));
    const code = lastCode(t.mailer, 'new@demo.pe');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/app/verify-email/${code}/new@demo.pe/WEB`,
      // The portal sends its session's token on every call.
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    // A code alone opens no session for an account a password protects: no user, no token.
    expect(json<Record<string, unknown>>(res)).toEqual({
      message: 'Email verified',
      email_verified: true,
    });
    // The device that asked keeps its session (renewed), which now reads the new address.
    const kept = String(res.headers['authorization']).replace(/^Bearer /, '');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(kept) });
    expect(json<{ user: { email: string } }>(me).user.email).toBe('new@demo.pe');
    // The old address is told, in case it was not the customer.
    const notice = t.mailer.last('mail@demo.pe');
    expect(notice?.subject).toBe('Cambiaste tu correo');
    expect(notice?.text).toContain('ahora es n****w@demo.pe');
    const fresh = await loginToken(t.app, 'new@demo.pe');
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/security-log',
      headers: bearer(fresh),
    });
    expect(
      json<{ items: { kind: string; detail: string | null }[] }>(activity).items.find(
        (i) => i.kind === 'EMAIL_CHANGED',
      ),
    ).toMatchObject({ detail: 'n****w@demo.pe' });
  });

  it('an email change ends every other session and keeps the one that asked', async () => {
    await insertUser(t, { email: 'sesiones@demo.pe' });
    const asking = await loginToken(t.app, 'sesiones@demo.pe');
    const other = await loginToken(t.app, 'sesiones@demo.pe');
    t.clock.advanceSeconds(1);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(other)).statusCode).toBe(200);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/update-email-customer',
      headers: bearer(asking),
      payload: { email: 'sesiones.nuevo@demo.pe', password: PASSWORD, origin: 'WEB' },
    });
    expect(start.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/app/verify-email/${lastCode(t.mailer, 'sesiones.nuevo@demo.pe')}/sesiones.nuevo@demo.pe/WEB`,
      headers: bearer(asking),
    });
    expect(res.statusCode).toBe(200);
    // The other device is signed out, as after a password change.
    expectError(await me(other), ...e('UNAUTHORIZED'));
    // The device that asked goes on with the renewed token it was answered.
    const kept = String(res.headers['authorization']).replace(/^Bearer /, '');
    expect(json<{ user: { email: string } }>(await me(kept)).user.email).toBe(
      'sesiones.nuevo@demo.pe',
    );
    // Another customer's token sent with the code keeps nothing and is not renewed.
    await insertUser(t, { email: 'ajeno@demo.pe' });
    const stranger = await loginToken(t.app, 'ajeno@demo.pe');
    t.clock.advanceSeconds(60);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/update-email-customer',
      headers: bearer(kept),
      payload: { email: 'sesiones@demo.pe', password: PASSWORD, origin: 'WEB' },
    });
    expect(back.statusCode).toBe(200);
    t.clock.advanceSeconds(1);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/app/verify-email/${lastCode(t.mailer, 'sesiones@demo.pe')}/sesiones@demo.pe/WEB`,
      headers: bearer(stranger),
    });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['authorization']).toBeUndefined();
    expectError(await me(kept), ...e('UNAUTHORIZED'));
    expect((await me(stranger)).statusCode).toBe(200);
  });

  it('email change of a participant: in step with the register (100091, 100093, 100094)', async () => {
    const db = t.database.db;
    await insertUser(t, { email: 'socio@demo.pe', documentType: '01', numberDocument: '40123456' });
    await insertUser(t, { email: 'nuevo@demo.pe', documentType: '01', numberDocument: '40123457' });
    await db.insert(coreParticipants).values([
      { documentType: '01', numberDocument: '40123456', since: '2022-01-10', email: null },
      // Another participant without a portal account, known to the register by an address.
      {
        documentType: '01',
        numberDocument: '40999999',
        since: '2021-03-01',
        email: 'otro@demo.pe',
      },
    ]);
    const register = async (doc: string) =>
      (
        await db
          .select({ email: coreParticipants.email })
          .from(coreParticipants)
          .where(eq(coreParticipants.numberDocument, doc))
      )[0]?.email;
    const token = await loginToken(t.app, 'socio@demo.pe');
    const change = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/app/update-email-customer',
        headers: bearer(token),
        payload: { email, password: PASSWORD, origin: 'WEB' },
      });
    // Another participant's address, even one with no portal account.
    expectError(await change('otro@demo.pe'), ...e('100091'));
    // The register holds no address for this participant.
    expectError(await change('socio.nuevo@demo.pe'), ...e('100093'));
    // The register holds another one.
    await db
      .update(coreParticipants)
      .set({ email: 'socio.viejo@demo.pe' })
      .where(eq(coreParticipants.numberDocument, '40123456'));
    expectError(await change('socio.nuevo@demo.pe'), ...e('100094'));
    // In step: the change goes through, and the register takes the new address with the code.
    await db
      .update(coreParticipants)
      .set({ email: 'socio@demo.pe' })
      .where(eq(coreParticipants.numberDocument, '40123456'));
    expect((await change('socio.nuevo@demo.pe')).statusCode).toBe(200);
    const code = lastCode(t.mailer, 'socio.nuevo@demo.pe');
    const verify = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/app/verify-email/${code}/socio.nuevo@demo.pe/WEB`,
    });
    expect(verify.statusCode).toBe(200);
    expect(await register('40123456')).toBe('socio.nuevo@demo.pe');
    // A customer who is not a participant may not take a participant's address either.
    const other = await loginToken(t.app, 'nuevo@demo.pe');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/app/update-email-customer',
        headers: bearer(other),
        payload: { email: 'socio.nuevo@demo.pe', password: PASSWORD, origin: 'WEB' },
      }),
      // The portal account already has it too: the portal's own refusal comes first.
      ...e('EMAIL_ALREADY_REGISTERED'),
    );
  });
});
