import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@saf/contract';
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

describe('phone change', () => {
  let t: TestServer;
  const change = (token: string, phone_number: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/phone',
      headers: bearer(token),
      payload: { phone_number, password },
    });
  const verify = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/phone/verify',
      headers: bearer(token),
      payload: { code },
    });
  /** The code of the last text message to a number, read as a developer would. */
  const textedCode = async (phone: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` });
    const code = json<{ messages: { code: string | null; text: string }[] }>(res).messages[0]?.code;
    if (!code) throw new Error(`no code texted to ${phone}`);
    return code;
  };
  const other = (code: string) => (code === '424242' ? '434343' : '424242');

  beforeAll(async () => {
    t = await createTestServer();
    await insertUser(t, { email: 'cel@demo.pe', phoneNumber: '+51987000111' });
    await insertUser(t, { email: 'otro@demo.pe', phoneNumber: '+51987000222' });
    await insertUser(t, { email: 'sin.cel@demo.pe' });
    await insertUser(t, { email: 'borrado@demo.pe', phoneNumber: '+51987000333', status: -1 });
  });
  afterAll(() => t.close());

  it('refuses the current number, another account’s number, a wrong password and a bad number', async () => {
    const token = await loginToken(t.app, 'cel@demo.pe');
    expectError(await change(token, '987 000 111'), ...e('PHONE_SAME_AS_CURRENT'));
    expectError(await change(token, '+51 987 000 222'), ...e('PHONE_ALREADY_REGISTERED'));
    expectError(await change(token, '987000444', 'wrong-password'), ...e('100008'));
    const bad = await change(token, '187000444');
    expectError(bad, ...e('VALIDATION_ERROR'));
    expect(JSON.stringify(json(bad))).toContain('phone_number');
    // Nothing was texted for any of them.
    const box = await t.app.inject({ method: 'GET', url: '/api/dev/sms?phone=987000222' });
    expect(json<{ messages: unknown[] }>(box).messages).toEqual([]);
  });

  it('texts a code to the new number; a wrong code, then the right one completes the change', async () => {
    const token = await loginToken(t.app, 'cel@demo.pe');
    const sent = await change(token, '987-000-444');
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({
      message: 'Code sent',
      masked_phone: '+51 ••• ••• 444',
      retry_after_seconds: 60,
      expires_in_minutes: 10,
    });
    // A resend within the minute is refused.
    expectError(await change(token, '987000444'), ...e('100103'));
    const code = await textedCode('987000444');
    const box = await t.app.inject({ method: 'GET', url: '/api/dev/sms?phone=987000444' });
    expect(json<{ messages: { text: string }[] }>(box).messages[0]?.text).toMatch(
      /^Fondos Mutuos: tu código para confirmar este celular es \d{6}\. Vence en 10 minutos\./,
    );
    expectError(await verify(token, other(code)), ...e('SECURITY_CODE_NO_MATCH'));
    // The number is not the account's until the code comes back.
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(json<{ phone_number: string }>(before).phone_number).toBe('+51987000111');

    const done = await verify(token, code);
    expect(done.statusCode).toBe(200);
    expect(json<{ message: string; user: { phone_number: string } }>(done)).toMatchObject({
      message: 'Phone verified',
      user: { phone_number: '+51987000444' },
    });
    // Used up: the same code does not work twice.
    expectError(await verify(token, code), ...e('SECURITY_CODE_NO_MATCH'));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    });
    expect(json<{ phone_number: string }>(after).phone_number).toBe('+51987000444');
    // The account's email is told, in case it was not the customer; the log keeps the change.
    const notice = t.mailer.last('cel@demo.pe');
    expect(notice?.subject).toBe('Cambiaste tu celular');
    expect(notice?.text).toContain('ahora es +51 ••• ••• 444');
    expect(notice?.text).toContain('Si no fuiste tú');
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/security-log',
      headers: bearer(token),
    });
    expect(
      json<{ items: { kind: string; detail: string | null }[] }>(log).items.find(
        (i) => i.kind === 'PHONE_CHANGED',
      ),
    ).toMatchObject({ detail: '+51 ••• ••• 444' });
  });

  it('a number taken by another account while the code travelled is refused at the code', async () => {
    const a = await loginToken(t.app, 'sin.cel@demo.pe');
    const b = await loginToken(t.app, 'otro@demo.pe');
    expect((await change(a, '987000555')).statusCode).toBe(200);
    const codeA = await textedCode('987000555');
    t.clock.advanceSeconds(61);
    expect((await change(b, '987000555')).statusCode).toBe(200);
    const codeB = await textedCode('987000555');
    expect((await verify(b, codeB)).statusCode).toBe(200);
    expectError(await verify(a, codeA), ...e('PHONE_ALREADY_REGISTERED'));
  });

  it('a deleted account’s number is free; a code without a change started matches nothing', async () => {
    t.clock.advanceSeconds(61);
    const token = await loginToken(t.app, 'otro@demo.pe');
    expectError(await verify(token, '123456'), ...e('SECURITY_CODE_NO_MATCH'));
    expect((await change(token, '987000333')).statusCode).toBe(200);
  });

  it('another customer’s code cannot complete this customer’s change', async () => {
    t.clock.advanceSeconds(61);
    const a = await loginToken(t.app, 'cel@demo.pe');
    const b = await loginToken(t.app, 'sin.cel@demo.pe');
    expect((await change(a, '987000666')).statusCode).toBe(200);
    const code = await textedCode('987000666');
    expectError(await verify(b, code), ...e('SECURITY_CODE_NO_MATCH'));
    expect((await verify(a, code)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/phone',
      payload: { phone_number: '987000777', password: PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('email verification opens a session only for a new registration', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('an account with a password verifies its email without receiving a session', async () => {
    await insertUser(t, { email: 'con.clave@demo.pe', emailVerifiedAt: null });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/app/send-email-validation',
      payload: { email: 'con.clave@demo.pe', resend: false, origin: 'WEB' },
    });
    expect(sent.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/app/verify-email/${lastCode(t.mailer, 'con.clave@demo.pe')}/con.clave@demo.pe/WEB`,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Email verified', email_verified: true });
    // It logs in with its password, as before.
    expect(await loginToken(t.app, 'con.clave@demo.pe')).toMatch(/\./);
  });
});
