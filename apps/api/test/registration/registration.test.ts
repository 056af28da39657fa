import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type * as Argon2 from '@node-rs/argon2';
import { ERRORS } from '@saf/contract';
import { consents, users } from '../../src/db/schema';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  lastCode,
  type TestServer,
} from '../helpers';

// Hashing fails for one password only, to reach 100074.
const BREAKS_HASHING = 'Password-That-Breaks-The-Hasher';

vi.mock('@node-rs/argon2', async (orig) => {
  const real = await orig<typeof Argon2>();
  return {
    ...real,
    hash: async (password: string | Uint8Array, ...rest: unknown[]) => {
      if (password === BREAKS_HASHING) throw new Error('out of memory');
      return (real.hash as (...a: unknown[]) => Promise<string>)(password, ...rest);
    },
  };
});

const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;

describe('registration, email verification, identity validation, password creation', () => {
  let t: TestServer;
  const publicToken = async () =>
    json<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: t.config.PUBLIC_USER_EMAIL, password: t.config.PUBLIC_USER_PASSWORD },
      }),
    ).token;
  const register = async (email: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/customer/register-email',
      headers: bearer(await publicToken()),
      payload: {
        email,
        terms_accepted: true,
        terms_version: '2025-01',
        privacy_policy_accepted: true,
        privacy_policy_version: '2025-01',
        marketing_consent: true,
        ...extra,
      },
    });
  const verify = (code: string, email: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/user/app/verify-email/${code}/${email}/WEB` });
  const sendValidation = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-email-validation',
      payload: { email, resend: true, origin: 'WEB' },
    });
  const prospectDoc = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/customer/send-prospect-document',
      headers: bearer(token),
      payload: body,
    });
  const doc = {
    document_type: '01',
    number_document: '10117410',
    birth_date: '1990-05-17',
    name: 'Ana María',
    lastname: 'Quispe',
  };

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('the whole onboarding: register, verify, identity, create password, log in', async () => {
    const reg = await register('flow@demo.pe', { phone_number: '987 654 321' });
    expect(reg.statusCode).toBe(200);
    expect(json(reg)).toMatchObject({
      masked_email: 'f****ow@demo.pe',
      retry_after_seconds: 60,
      expires_in_minutes: 10,
    });
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'flow@demo.pe'));
    expect(u?.phoneNumber).toBe('+51987654321');
    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, u!.id));
    expect(rows.map((r) => [r.purpose, r.accepted]).sort()).toEqual([
      ['GROUP_SHARING', false],
      ['MARKETING', true],
      ['PRIVACY_POLICY', true],
      ['TERMS_CONDITIONS', true],
    ]);
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);

    const verified = await verify(lastCode(t.mailer, 'flow@demo.pe'), 'flow@demo.pe');
    expect(verified.statusCode).toBe(200);
    const session = json<{ token: string; form_steps: { description: string; status: boolean }[] }>(
      verified,
    );
    expect(session.form_steps.find((s) => s.description === 'EMAIL_VERIFIED')?.status).toBe(true);

    const id = await prospectDoc(session.token, doc);
    expect(id.statusCode).toBe(200);
    expect(json<{ user: Record<string, unknown> }>(id).user).toMatchObject({
      document_type: '01',
      number_document: '10117410',
      name: 'Ana María',
    });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-email-creation-password',
      payload: { email: 'flow@demo.pe', resend: false, backoffice: false, origin: 'WEB' },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(t.mailer, 'flow@demo.pe');
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/app/customer/validate-security-code',
      payload: { email: 'flow@demo.pe', code, purpose: 'PASSWORD_CREATION' },
    });
    expect(json(check)).toEqual({ message: 'Code valid', valid: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/create-password-customer',
      payload: {
        email: 'flow@demo.pe',
        code,
        password: 'Llama-Del-Altiplano-9',
        password_confirmation: 'Llama-Del-Altiplano-9',
        origin: 'APP',
      },
    });
    expect(created.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'flow@demo.pe', password: 'Llama-Del-Altiplano-9' },
    });
    expect(login.statusCode).toBe(200);
    const steps = json<{ form_steps: { description: string; status: boolean }[] }>(
      login,
    ).form_steps;
    expect(steps.slice(0, 3).every((s) => s.status)).toBe(true);
  });

  it('User Already registered; Phone number exist', async () => {
    expectError(await register('flow@demo.pe'), ...e('USER_ALREADY_REGISTERED'));
    expectError(
      await register('other@demo.pe', { phone_number: '+51987654321' }),
      ...e('PHONE_NUMBER_EXIST'),
    );
  });

  it('requires the terms and privacy consents', async () => {
    expectError(
      await register('noterms@demo.pe', { terms_accepted: false }),
      ...e('VALIDATION_ERROR'),
    );
  });

  it('verify-email: wrong code, already verified', async () => {
    await register('v@demo.pe');
    expectError(await verify('000000', 'v@demo.pe'), ...e('SECURITY_CODE_NO_MATCH'));
    expectError(await verify('123456', 'unknown@demo.pe'), ...e('SECURITY_CODE_NO_MATCH'));
    const code = lastCode(t.mailer, 'v@demo.pe');
    expect((await verify(code, 'v@demo.pe')).statusCode).toBe(200);
    expectError(await verify(code, 'v@demo.pe'), ...e('100092'));
  });

  it('a verification code expires after 10 minutes and dies after 5 wrong tries', async () => {
    await register('exp@demo.pe');
    const code = lastCode(t.mailer, 'exp@demo.pe');
    t.clock.advanceMinutes(10);
    expectError(await verify(code, 'exp@demo.pe'), ...e('SECURITY_CODE_NO_MATCH'));
    t.clock.advanceSeconds(1);
    expect((await sendValidation('exp@demo.pe')).statusCode).toBe(200);
    const fresh = lastCode(t.mailer, 'exp@demo.pe');
    const wrong = fresh === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      expectError(await verify(wrong, 'exp@demo.pe'), ...e('SECURITY_CODE_NO_MATCH'));
    expectError(await verify(fresh, 'exp@demo.pe'), ...e('SECURITY_CODE_NO_MATCH'));
  });

  it('send-email-validation: unknown (100061), already verified (100102), resend limits (100062)', async () => {
    expectError(await sendValidation('nobody@demo.pe'), ...e('100061'));
    expectError(await sendValidation('flow@demo.pe'), ...e('100102'));
    await register('limit@demo.pe');
    expectError(await sendValidation('limit@demo.pe'), ...e('100062'));
    t.clock.advanceSeconds(60);
    for (let i = 0; i < 4; i++) {
      expect((await sendValidation('limit@demo.pe')).statusCode).toBe(200);
      t.clock.advanceSeconds(61);
    }
    expectError(await sendValidation('limit@demo.pe'), ...e('100062'));
    t.clock.advanceMinutes(60);
    expect((await sendValidation('limit@demo.pe')).statusCode).toBe(200);
  });

  it('identity validation: Number document exist, User is not legal year, Already passed AML', async () => {
    await insertUser(t, { email: 'p1@demo.pe', passwordHash: null });
    await insertUser(t, { email: 'p2@demo.pe', passwordHash: null });
    const tokenFor = async (email: string) => {
      const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
      return t.app.ctx.tokens.sign('user', String(u!.id), t.clock.now().getTime());
    };
    const p1 = await tokenFor('p1@demo.pe');
    const p2 = await tokenFor('p2@demo.pe');
    expectError(await prospectDoc(p1, doc), ...e('NUMBER_DOCUMENT_EXIST'));
    // 18 years old tomorrow (Lima date) is still a minor.
    const now = t.clock.now();
    const lima = new Date(now.getTime() - 5 * 3600_000);
    const y = lima.getUTCFullYear() - 18;
    const tomorrow = new Date(Date.UTC(y, lima.getUTCMonth(), lima.getUTCDate() + 1))
      .toISOString()
      .slice(0, 10);
    const today = new Date(Date.UTC(y, lima.getUTCMonth(), lima.getUTCDate()))
      .toISOString()
      .slice(0, 10);
    expectError(
      await prospectDoc(p1, { ...doc, number_document: '45871236', birth_date: tomorrow }),
      ...e('USER_NOT_LEGAL_YEAR'),
    );
    expect(
      (await prospectDoc(p1, { ...doc, number_document: '45871236', birth_date: today }))
        .statusCode,
    ).toBe(200);
    expectError(
      await prospectDoc(p1, { ...doc, number_document: '70412589' }),
      ...e('ALREADY_PASSED_AML'),
    );
    expectError(
      await prospectDoc(p2, { ...doc, document_type: '01', number_document: '1234' }),
      ...e('VALIDATION_ERROR'),
    );
  });

  it('validate-security-code: Security Code No match', async () => {
    await register('sc@demo.pe');
    const code = lastCode(t.mailer, 'sc@demo.pe');
    const wrong = code === '111111' ? '222222' : '111111';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/customer/validate-security-code',
      payload: { email: 'sc@demo.pe', code: wrong, purpose: 'EMAIL_VERIFICATION' },
    });
    expectError(res, ...e('SECURITY_CODE_NO_MATCH'));
    // Checking does not use the code up.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/app/customer/validate-security-code',
      payload: { email: 'sc@demo.pe', code, purpose: 'EMAIL_VERIFICATION' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await verify(code, 'sc@demo.pe')).statusCode).toBe(200);
    // The codes of a signed-in customer's changes are not checked here: knowing an email is
    // not enough to spend their tries.
    for (const purpose of ['EMAIL_CHANGE', 'PHONE_CHANGE', 'RISK_CHANGE', 'BENEFICIARY_CHANGE']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/customer/validate-security-code',
        payload: { email: 'sc@demo.pe', code, purpose },
      });
      expectError(res, ...e('VALIDATION_ERROR'));
    }
  });

  it('create password: 100071, 100072, 100073, too common, wrong code', async () => {
    const create = (email: string, code: string, password: string, confirmation = password) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/app/create-password-customer',
        payload: { email, code, password, password_confirmation: confirmation, origin: 'APP' },
      });
    const sendCreation = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/app/send-email-creation-password',
        payload: { email },
      });
    expectError(await create('ghost@demo.pe', '123456', 'Vicuña-Andina-2025'), ...e('100071'));
    expectError(await sendCreation('ghost@demo.pe'), ...e('100061'));
    await insertUser(t, { email: 'has@demo.pe' });
    expectError(await create('has@demo.pe', '123456', 'Vicuña-Andina-2025'), ...e('100072'));
    expectError(await sendCreation('has@demo.pe'), ...e('100072'));
    await insertUser(t, { email: 'cp@demo.pe', passwordHash: null });
    expect((await sendCreation('cp@demo.pe')).statusCode).toBe(200);
    expectError(await sendCreation('cp@demo.pe'), ...e('100062'));
    const code = lastCode(t.mailer, 'cp@demo.pe');
    expectError(
      await create('cp@demo.pe', code, 'Vicuña-Andina-2025', 'Vicuña-Andina-2026'),
      ...e('100073'),
    );
    expectError(await create('cp@demo.pe', code, 'password123'), ...e('PASSWORD_TOO_COMMON'));
    expectError(await create('cp@demo.pe', code, 'iloveyou1'), ...e('PASSWORD_TOO_COMMON'));
    expectError(
      await create('cp@demo.pe', code === '000001' ? '000002' : '000001', 'Vicuña-Andina-2025'),
      ...e('SECURITY_CODE_NO_MATCH'),
    );
    expectError(await create('cp@demo.pe', code, 'short'), ...e('VALIDATION_ERROR'));
    const ok = await create('cp@demo.pe', code, 'Vicuña-Andina-2025');
    expect(ok.statusCode).toBe(200);
    expect(json<{ token: string }>(ok).token).toBeTruthy();
    expectError(await create('cp@demo.pe', code, 'Vicuña-Andina-2025'), ...e('100072'));
  });

  it('create password: 100074 when hashing fails', async () => {
    await insertUser(t, { email: 'hash@demo.pe', passwordHash: null });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-email-creation-password',
      payload: { email: 'hash@demo.pe' },
    });
    const code = lastCode(t.mailer, 'hash@demo.pe');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/create-password-customer',
      payload: {
        email: 'hash@demo.pe',
        code,
        password: BREAKS_HASHING,
        password_confirmation: BREAKS_HASHING,
      },
    });
    expectError(res, ERRORS['100074'].status, '100074', ERRORS['100074'].message);
  });
});
