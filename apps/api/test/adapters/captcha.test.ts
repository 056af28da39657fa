import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, PUBLIC_LOGIN_CAPTCHA_ACTION, RECOVERY_CAPTCHA_ACTION } from '@saf/contract';
import { CAPTCHA_VERIFY_URLS, providerCaptcha } from '../../src/adapters/captcha/index';
import { startCaptchaCounterpart, type CaptchaCounterpart } from '../../counterparts/captcha';
import { createTestServer, expectError, insertUser, json, type TestServer } from '../helpers';

// The captcha client against a local Turnstile "siteverify" (counterparts/captcha.ts), and where
// it sends its questions: the provider's official address unless CAPTCHA_VERIFY_URL says another.

const SECRET = 'turnstile-secret-for-the-tests';
const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;
const ip = '10.1.2.3';

describe('where the captcha client verifies', () => {
  const addressesAsked = async (verifyUrl?: string) => {
    const asked: string[] = [];
    for (const provider of ['recaptcha', 'turnstile', 'hcaptcha'] as const) {
      const fetchImpl = (async (url: string | URL | Request) => {
        asked.push(String(url));
        return new Response(JSON.stringify({ success: true }));
      }) as typeof fetch;
      await providerCaptcha({ provider, secret: 's', minScore: 0.5, fetchImpl, verifyUrl }).verify({
        response: 'token',
        action: undefined,
        ip,
      });
    }
    return asked;
  };

  it("asks each provider's official siteverify address by default", async () => {
    expect(await addressesAsked()).toEqual([
      'https://www.google.com/recaptcha/api/siteverify',
      'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      'https://api.hcaptcha.com/siteverify',
    ]);
    expect(Object.values(CAPTCHA_VERIFY_URLS)).toEqual(await addressesAsked());
  });

  it('asks the address CAPTCHA_VERIFY_URL gives instead', async () => {
    expect(await addressesAsked('http://127.0.0.1:1/verify')).toEqual(
      Array(3).fill('http://127.0.0.1:1/verify'),
    );
  });
});

describe('the captcha client against a local Turnstile', () => {
  let turnstile: CaptchaCounterpart;
  beforeAll(async () => {
    turnstile = await startCaptchaCounterpart({ secret: SECRET });
  });
  afterAll(() => turnstile.close());
  const client = (secret = SECRET) =>
    providerCaptcha({ provider: 'turnstile', secret, minScore: 0.5, verifyUrl: turnstile.url });
  const action = PUBLIC_LOGIN_CAPTCHA_ACTION;

  it('accepts a solved challenge once, for its action and with the right secret', async () => {
    const token = turnstile.issue(action);
    expect(await client().verify({ response: token, action, ip })).toBe(true);
    // A replay, a token nobody issued, another action's token, a wrong secret: refused.
    expect(await client().verify({ response: token, action, ip })).toBe(false);
    expect(await client().verify({ response: 'forged', action, ip })).toBe(false);
    expect(await client().verify({ response: turnstile.issue('other'), action, ip })).toBe(false);
    expect(await client('wrong').verify({ response: turnstile.issue(action), action, ip })).toBe(
      false,
    );
  });

  it('answers as Turnstile documents it, form-encoded or JSON', async () => {
    const token = turnstile.issue(action);
    const ask = async (body: string, type: string) =>
      (
        await fetch(turnstile.url, { method: 'POST', headers: { 'content-type': type }, body })
      ).json();
    expect(
      await ask(
        JSON.stringify({ secret: SECRET, response: token, remoteip: ip }),
        'application/json',
      ),
    ).toMatchObject({ success: true, 'error-codes': [], action, hostname: 'localhost' });
    const form = 'application/x-www-form-urlencoded';
    expect(
      await ask(new URLSearchParams({ secret: SECRET, response: token }).toString(), form),
    ).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect(await ask(new URLSearchParams({ response: token }).toString(), form)).toEqual({
      success: false,
      'error-codes': ['missing-input-secret'],
    });
    expect(await ask(new URLSearchParams({ secret: SECRET }).toString(), form)).toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
  });

  describe('the public login of an API set with CAPTCHA_VERIFY_URL', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await createTestServer({
        env: {
          CAPTCHA_PROVIDER: 'turnstile',
          CAPTCHA_SECRET: SECRET,
          CAPTCHA_VERIFY_URL: turnstile.url,
        },
      });
    });
    afterAll(() => t.close());
    const publicLogin = (captcha_response: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-captcha-action': action },
        payload: {
          email: t.config.PUBLIC_USER_EMAIL,
          password: t.config.PUBLIC_USER_PASSWORD,
          captcha_response,
        },
      });

    it('lets in the visitor whose challenge the local Turnstile confirms, once', async () => {
      const token = turnstile.issue(action);
      const before = turnstile.verifications.succeeded;
      const res = await publicLogin(token);
      expect(res.statusCode).toBe(200);
      expect(json<{ scope: string }>(res).scope).toBe('public');
      expect(turnstile.verifications.succeeded).toBe(before + 1);
      expectError(await publicLogin(token), ...e('CAPTCHA_FAILED'));
    });

    it('sends a recovery code only with a token for the recovery action, once', async () => {
      const email = 'captcha.recupera@demo.pe';
      await insertUser(t, { email });
      const ask = (captcha_response?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/app/send-code-recovery-password',
          payload: { email, resend: false, ...(captcha_response ? { captcha_response } : {}) },
        });
      expectError(await ask(), ...e('CAPTCHA_FAILED'));
      expectError(await ask(turnstile.issue(action)), ...e('CAPTCHA_FAILED'));
      const token = turnstile.issue(RECOVERY_CAPTCHA_ACTION);
      expect((await ask(token)).statusCode).toBe(200);
      expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
      expectError(await ask(token), ...e('CAPTCHA_FAILED'));
    });
  });
});

describe('the local counterpart of the client script', () => {
  let turnstile: CaptchaCounterpart;
  let base: string;
  beforeAll(async () => {
    turnstile = await startCaptchaCounterpart({ secret: SECRET });
    base = turnstile.url.replace(/\/siteverify$/, '');
  });
  afterAll(() => turnstile.close());

  it('serves api.js with render, reset, getResponse and remove, for any origin', async () => {
    const res = await fetch(`${base}/api.js?render=explicit`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const script = await res.text();
    for (const name of [
      'render(',
      'reset(',
      'getResponse(',
      'remove(',
      "'error-callback'",
      "'expired-callback'",
    ])
      expect(script).toContain(name);
  });

  it('issues widget tokens siteverify accepts once; a 2x site key always fails', async () => {
    const issue = async (sitekey: string) =>
      (
        await fetch(`${base}/issue`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sitekey, action: RECOVERY_CAPTCHA_ACTION }),
        })
      ).json() as Promise<{ token?: string; error?: string }>;
    const { token } = await issue('1x00000000000000000000AA');
    const verify = providerCaptcha({
      provider: 'turnstile',
      secret: SECRET,
      minScore: 0.5,
      verifyUrl: turnstile.url,
    });
    expect(await verify.verify({ response: token, action: RECOVERY_CAPTCHA_ACTION, ip })).toBe(
      true,
    );
    expect(await verify.verify({ response: token, action: RECOVERY_CAPTCHA_ACTION, ip })).toBe(
      false,
    );
    expect(await issue('2x00000000000000000000AB')).toEqual({ error: '600010' });
  });
});
