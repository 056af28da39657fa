import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@saf/contract';
import { users } from '../../src/db/schema';
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

describe('sessions and tokens', () => {
  let t: TestServer;
  const me = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'ses@demo.pe', name: 'Lucía', lastname: 'Paredes' });
  });
  afterAll(() => t.close());

  it('reads the session user and renews a token a minute old in the Authorization header', async () => {
    const token = await loginToken(t.app, 'ses@demo.pe');
    t.clock.advanceSeconds(5);
    const fresh = await me(token);
    expect(fresh.statusCode).toBe(200);
    expect(json<{ user: { name: string } }>(fresh).user.name).toBe('Lucía');
    // Under a minute old: the token sent stays the session's.
    expect(fresh.headers['authorization']).toBeUndefined();
    t.clock.advanceSeconds(55);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    const renewed = String(res.headers['authorization']).replace(/^Bearer /, '');
    expect(renewed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(renewed).not.toBe(token);
    expect((await me(renewed)).statusCode).toBe(200);
    // The renewed token lives 15 minutes from its renewal, past the first one's end.
    t.clock.advanceSeconds(14 * 60 + 30);
    expectError(await me(token), ...e('UNAUTHORIZED'));
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it('a token expires after 15 minutes unless renewed (UNAUTHORIZED)', async () => {
    const token = await loginToken(t.app, 'ses@demo.pe');
    t.clock.advanceMinutes(14);
    const res = await me(token);
    const renewed = String(res.headers['authorization']).replace(/^Bearer /, '');
    t.clock.advanceMinutes(2);
    expectError(await me(token), ...e('UNAUTHORIZED'));
    expect((await me(renewed)).statusCode).toBe(200);
  });

  it('renewals stop at the absolute session limit', async () => {
    let token = await loginToken(t.app, 'ses@demo.pe');
    const steps = Math.ceil(t.config.SESSION_MAX_SECONDS / 600) + 1;
    let last = 200;
    for (let i = 0; i < steps; i++) {
      t.clock.advanceMinutes(10);
      const res = await me(token);
      last = res.statusCode;
      if (res.statusCode !== 200) {
        expectError(res, ...e('UNAUTHORIZED'));
        break;
      }
      token = String(res.headers['authorization']).replace(/^Bearer /, '');
    }
    expect(last).toBe(401);
  });

  it('logout ends every session of the user, and sends no new token', async () => {
    const a = await loginToken(t.app, 'ses@demo.pe');
    const b = await loginToken(t.app, 'ses@demo.pe');
    t.clock.advanceSeconds(1);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a) });
    expect(out.statusCode).toBe(200);
    expect(out.headers['authorization']).toBeUndefined();
    expectError(await me(a), ...e('UNAUTHORIZED'));
    expectError(await me(b), ...e('UNAUTHORIZED'));
    expect((await me(await loginToken(t.app, 'ses@demo.pe'))).statusCode).toBe(200);
  });

  it('no token, garbage or a forged token: UNAUTHORIZED', async () => {
    expectError(await me(), ...e('UNAUTHORIZED'));
    expectError(await me('not-a-jwt-at-all'), ...e('UNAUTHORIZED'));
    const forged = await new SignJWT({ kind: 'user', auth_time_ms: Date.now(), iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('1')
      .setIssuer(t.config.JWT_ISSUER)
      .setAudience(t.config.JWT_AUDIENCE)
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expectError(await me(forged), ...e('UNAUTHORIZED'));
    const none = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${Buffer.from('{"sub":"1","kind":"user"}').toString('base64url')}.`;
    expectError(await me(none), ...e('UNAUTHORIZED'));
  });

  it('a token whose user no longer exists: 400 User not found', async () => {
    const u = await insertUser(t, { email: 'gone@demo.pe' });
    const token = await loginToken(t.app, 'gone@demo.pe');
    await t.database.db.update(users).set({ status: -1 }).where(eq(users.id, u.id));
    expectError(await me(token), ...e('USER_NOT_FOUND'));
  });

  it('a disabled account loses its session', async () => {
    const u = await insertUser(t, { email: 'soon-disabled@demo.pe' });
    const token = await loginToken(t.app, 'soon-disabled@demo.pe');
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, u.id));
    expectError(await me(token), ...e('UNAUTHORIZED'));
  });

  it('the public token only registers an email (FORBIDDEN elsewhere); a customer token cannot register', async () => {
    const pub = json<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: t.config.PUBLIC_USER_EMAIL, password: t.config.PUBLIC_USER_PASSWORD },
      }),
    ).token;
    expectError(await me(pub), ...e('FORBIDDEN'));
    const customer = await loginToken(t.app, 'ses@demo.pe');
    const payload = {
      email: 'x@demo.pe',
      terms_accepted: true,
      terms_version: '1',
      privacy_policy_accepted: true,
      privacy_policy_version: '1',
    };
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/app/customer/register-email',
        headers: bearer(customer),
        payload,
      }),
      ...e('FORBIDDEN'),
    );
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/app/customer/register-email', payload }),
      ...e('UNAUTHORIZED'),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/app/customer/register-email',
      headers: bearer(pub),
      payload,
    });
    expect(ok.statusCode).toBe(200);
  });
});
