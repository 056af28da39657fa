import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, PUBLIC_LOGIN_CAPTCHA_ACTION } from '@saf/contract';
import { CAPTCHA_VERIFY_URLS, providerCaptcha } from '../../src/adapters/captcha/index';
import { startCaptchaCounterpart, type CaptchaCounterpart } from '../../counterparts/captcha';
import { createTestServer, expectError, json, type TestServer } from '../helpers';

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
  });
});
