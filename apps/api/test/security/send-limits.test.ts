import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@saf/contract';
import { RedisRateLimitStore } from '../../src/adapters/rate-limit/index';
import { buildServer } from '../../src/server';
import { smsOutbox } from '../../src/db/schema';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  loginToken,
  PASSWORD,
  type TestServer,
} from '../helpers';

/**
 * The caps of the senders of codes besides each account's own: per IP and per destination in a
 * sliding hour (before the account is looked up, so the answers that tell accounts apart are
 * throttled too), and a global cap per channel (SMS pumping). Counted in the rate-limit store;
 * with REDIS_URL, across two instances.
 */

const limited = ERRORS.CODE_SEND_LIMITED;
const paused = ERRORS.CODE_SEND_PAUSED;

function recovery(app: FastifyInstance, email: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/app/send-code-recovery-password',
    payload: { email, resend: false },
    remoteAddress: ip,
  });
}

async function publicToken(t: TestServer): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: t.config.PUBLIC_USER_EMAIL, password: t.config.PUBLIC_USER_PASSWORD },
  });
  return (JSON.parse(res.body) as { token: string }).token;
}

function register(t: TestServer, token: string, email: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/app/customer/register-email',
    headers: bearer(token),
    remoteAddress: ip,
    payload: {
      email,
      terms_accepted: true,
      terms_version: t.config.TERMS_VERSION,
      privacy_policy_accepted: true,
      privacy_policy_version: t.config.PRIVACY_VERSION,
    },
  });
}

async function metricsText(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/metrics' })).body;
}

describe('caps of the senders of codes', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer({
      env: {
        SEND_IP_LIMIT: '3',
        SEND_DESTINATION_LIMIT: '2',
        SEND_GLOBAL_EMAIL_LIMIT: '4',
        SEND_GLOBAL_SMS_LIMIT: '1',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an address asking for codes (or probing unknown emails) is refused after the per-IP cap', async () => {
    const ip = '203.0.113.10';
    // Unknown emails answer the catalogue's 100021 until the address has asked 3 times.
    for (let i = 0; i < 3; i++) {
      expectError(
        await recovery(t.app, `no.existe.${i}@demo.pe`, ip),
        404,
        '100021',
        ERRORS['100021'].message,
      );
    }
    const refused = await recovery(t.app, 'no.existe.9@demo.pe', ip);
    expectError(refused, 429, 'CODE_SEND_LIMITED', limited.message);
    expect(refused.headers['retry-after']).toBe('3600');
    // An existing account is refused the same way: the cap tells nothing about accounts.
    await insertUser(t, { email: 'ip.limite@demo.pe' });
    expectError(
      await recovery(t.app, 'ip.limite@demo.pe', ip),
      429,
      'CODE_SEND_LIMITED',
      limited.message,
    );
    expect(t.mailer.sent.filter((m) => m.to === 'ip.limite@demo.pe')).toHaveLength(0);
    // Another address is not affected; after the hour, this one asks again.
    expect((await recovery(t.app, 'ip.limite@demo.pe', '203.0.113.11')).statusCode).toBe(200);
    t.clock.advance(60 * 60_000 + 1);
    expectError(
      await recovery(t.app, 'no.existe.10@demo.pe', ip),
      404,
      '100021',
      ERRORS['100021'].message,
    );
  });

  it('"already registered" for one email is throttled per target, whatever the address', async () => {
    const token = await publicToken(t);
    await insertUser(t, { email: 'ya.registrado@demo.pe' });
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      expectError(
        await register(t, token, 'ya.registrado@demo.pe', ip),
        409,
        'USER_ALREADY_REGISTERED',
        ERRORS.USER_ALREADY_REGISTERED.message,
      );
    }
    expectError(
      await register(t, token, 'ya.registrado@demo.pe', '198.51.100.3'),
      429,
      'CODE_SEND_LIMITED',
      limited.message,
    );
  });

  it('the global cap of text messages stops a pump of SMS; refused requests do not fill it', async () => {
    const a = await insertUser(t, { email: 'sms.uno@demo.pe' });
    const b = await insertUser(t, { email: 'sms.dos@demo.pe' });
    const change = async (email: string, phone: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/phone',
        headers: bearer(await loginToken(t.app, email)),
        remoteAddress: ip,
        payload: { phone_number: phone, password: PASSWORD },
      });
    expect((await change(a.email, '987654321', '192.0.2.1')).statusCode).toBe(200);
    const refused = await change(b.email, '987654322', '192.0.2.2');
    expectError(refused, 503, 'CODE_SEND_PAUSED', paused.message);
    expect(refused.headers['retry-after']).toBeDefined();
    const texts = await t.database.db.select().from(smsOutbox);
    expect(texts.map((m) => m.to)).toEqual(['+51987654321']);

    const metrics = await metricsText(t.app);
    expect(metrics).toMatch(/saf_code_sends_total\{channel="sms",outcome="sent"\} 1\b/);
    expect(metrics).toMatch(/saf_code_sends_total\{channel="sms",outcome="global"\} 1\b/);
    expect(metrics).toMatch(/saf_code_sends_total\{channel="email",outcome="ip"\} [1-9]/);
    expect(metrics).toMatch(/saf_code_sends_total\{channel="email",outcome="destination"\} 1\b/);
    expect(metrics).toMatch(/saf_code_sends_last_hour\{channel="sms"\} 1\b/);
  });

  it('the global cap of mails pauses every sender of codes once reached', async () => {
    t.clock.advance(60 * 60_000 + 1);
    const emails = ['global.1@demo.pe', 'global.2@demo.pe', 'global.3@demo.pe', 'global.4@demo.pe'];
    for (const [i, email] of emails.entries()) {
      await insertUser(t, { email });
      expect((await recovery(t.app, email, `192.0.2.${20 + i}`)).statusCode).toBe(200);
    }
    await insertUser(t, { email: 'global.5@demo.pe' });
    expectError(
      await recovery(t.app, 'global.5@demo.pe', '192.0.2.30'),
      503,
      'CODE_SEND_PAUSED',
      paused.message,
    );
    expect(t.mailer.sent.filter((m) => m.to === 'global.5@demo.pe')).toHaveLength(0);
    expect(await metricsText(t.app)).toMatch(/saf_code_sends_last_hour\{channel="email"\} 4\b/);
  });
});

const redisUrl = process.env['REDIS_URL'];

describe.runIf(redisUrl)('the per-IP cap across two instances (Redis)', () => {
  let t: TestServer;
  let second: FastifyInstance;
  let stores: RedisRateLimitStore[];

  beforeAll(async () => {
    const prefix = `saf:test:${randomUUID()}:`;
    stores = [0, 1].map(() => new RedisRateLimitStore(redisUrl!, prefix));
    t = await createTestServer({ rateLimit: stores[0]!, env: { SEND_IP_LIMIT: '4' } });
    second = await buildServer(t.config, {
      database: t.database,
      clock: t.clock,
      mailer: t.mailer,
      rateLimit: stores[1]!,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    for (const s of stores ?? []) await s.close();
  });

  it('4 requests split over two instances use up the cap of one address', async () => {
    const ip = '203.0.113.99';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : second;
      answers.push((await recovery(app, `dos.instancias.${i}@demo.pe`, ip)).statusCode);
    }
    expect(answers).toEqual([404, 404, 404, 404, 429]);
  });
});
