import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, sessionUserSchema } from '@saf/contract';
import {
  createTestServer,
  expectError,
  insertUser,
  json,
  PASSWORD,
  type TestServer,
} from '../helpers';

const login = (t: TestServer, email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;

describe('login', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'ok@demo.pe', name: 'Ana', lastname: 'Rojas' });
    await insertUser(t, { email: 'noroles@demo.pe', roles: [] });
    await insertUser(t, { email: 'suspended@demo.pe', status: -3 });
    await insertUser(t, { email: 'adminblocked@demo.pe', blockedAt: new Date() });
    await insertUser(t, { email: 'prospect@demo.pe', passwordHash: null });
    await insertUser(t, { email: 'unverified@demo.pe', emailVerifiedAt: null });
    await insertUser(t, { email: 'disabled@demo.pe', status: 0 });
    await insertUser(t, { email: 'deleted@demo.pe', status: -1 });
    await insertUser(t, { email: 'lock@demo.pe' });
  });
  afterAll(() => t.close());

  it('answers user (exactly the spec fields), form steps and token', async () => {
    const res = await login(t, 'OK@demo.pe ', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json<{
      scope: string;
      user: Record<string, unknown>;
      form_steps: unknown[];
      token: string;
    }>(res);
    expect(body.scope).toBe('customer');
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(sessionUserSchema.shape).sort());
    expect(body.user['email']).toBe('ok@demo.pe');
    expect(body.form_steps[0]).toEqual({ description: 'EMAIL_VERIFIED', status: true });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it.each([
    ['noroles@demo.pe', '100001'],
    ['suspended@demo.pe', '100002'],
    ['adminblocked@demo.pe', '100002'],
    ['prospect@demo.pe', '100004'],
    ['unverified@demo.pe', '100005'],
    ['disabled@demo.pe', '100006'],
  ] as const)('%s with the right password gives %s', async (email, code) => {
    expectError(await login(t, email, PASSWORD), ...e(code));
  });

  it('a wrong password on a blocked account says nothing about the account (100008)', async () => {
    expectError(await login(t, 'suspended@demo.pe', 'wrong-password-1'), ...e('100008'));
  });

  it('unknown email, deleted account and wrong password are indistinguishable (100008)', async () => {
    const a = await login(t, 'nobody@demo.pe', 'whatever-123', '10.0.0.2');
    const b = await login(t, 'ok@demo.pe', 'whatever-123', '10.0.0.2');
    const c = await login(t, 'deleted@demo.pe', PASSWORD, '10.0.0.2');
    for (const r of [a, b, c]) expectError(r, ...e('100008'));
    const strip = (r: typeof a) => ({ ...json(r), requestId: '' });
    expect(strip(a)).toEqual(strip(b));
    expect(strip(c)).toEqual(strip(b));
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('locks the account after 5 failures in 15 minutes, for 15 minutes (100007)', async () => {
    for (let i = 0; i < 4; i++)
      expectError(await login(t, 'lock@demo.pe', 'bad-password'), ...e('100008'));
    expectError(await login(t, 'lock@demo.pe', 'bad-password'), ...e('100007'));
    const locked = await login(t, 'lock@demo.pe', PASSWORD);
    expectError(locked, ...e('100007'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(14);
    expectError(await login(t, 'lock@demo.pe', PASSWORD), ...e('100007'));
    t.clock.advanceMinutes(1);
    expect((await login(t, 'lock@demo.pe', PASSWORD)).statusCode).toBe(200);
  });

  it('failures older than the window do not count', async () => {
    await insertUser(t, { email: 'slow@demo.pe' });
    for (let i = 0; i < 4; i++) await login(t, 'slow@demo.pe', 'bad-password', '10.9.0.1');
    t.clock.advanceMinutes(16);
    expectError(await login(t, 'slow@demo.pe', 'bad-password', '10.9.0.1'), ...e('100008'));
    expect((await login(t, 'slow@demo.pe', PASSWORD, '10.9.0.1')).statusCode).toBe(200);
  });

  it('limits failures per IP across accounts (100007)', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < t.config.LOGIN_IP_LIMIT; i++) {
      await login(t, `spray${i}@demo.pe`, 'bad-password', ip);
    }
    expectError(await login(t, 'ok@demo.pe', PASSWORD, ip), ...e('100007'));
    expect((await login(t, 'ok@demo.pe', PASSWORD, '10.7.7.8')).statusCode).toBe(200);
  });
});

describe('public anonymous login', () => {
  let t: TestServer;
  const seen: { response?: string | undefined; action?: string | undefined }[] = [];
  beforeAll(async () => {
    t = await createTestServer({
      captcha: {
        enabled: true,
        name: 'fake',
        verify: async ({ response, action }) => {
          seen.push({ response, action });
          return response === 'human';
        },
      },
    });
  });
  afterAll(() => t.close());

  const pub = (password: string, captcha?: string, action?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: action ? { 'x-captcha-action': action } : {},
      payload: {
        email: t.config.PUBLIC_USER_EMAIL,
        password,
        ...(captcha ? { captcha_response: captcha } : {}),
      },
    });

  it('gives a public token when the captcha passes', async () => {
    const res = await pub(t.config.PUBLIC_USER_PASSWORD, 'human', 'public_login');
    expect(res.statusCode).toBe(200);
    const body = json<{ scope: string; user: unknown; token: string }>(res);
    expect(body.scope).toBe('public');
    expect(body.user).toBeNull();
    expect(seen.at(-1)).toEqual({ response: 'human', action: 'public_login' });
  });

  it('refuses wrong public credentials (100003)', async () => {
    expectError(await pub('not-the-password', 'human', 'public_login'), ...e('100003'));
  });

  it('refuses a failed captcha or a wrong action (CAPTCHA_FAILED)', async () => {
    expectError(
      await pub(t.config.PUBLIC_USER_PASSWORD, 'robot', 'public_login'),
      ...e('CAPTCHA_FAILED'),
    );
    expectError(await pub(t.config.PUBLIC_USER_PASSWORD, 'human', 'other'), ...e('CAPTCHA_FAILED'));
    expectError(await pub(t.config.PUBLIC_USER_PASSWORD), ...e('CAPTCHA_FAILED'));
  });
});
