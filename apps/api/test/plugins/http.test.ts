import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@saf/contract';
import { outboxMailer } from '../../src/adapters/mail/index';
import { mailOutbox } from '../../src/modules/mailbox/outbox';
import { buildServer, securityHeaders } from '../../src/server';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { MemoryMailer } from '../../src/adapters/mail/index';
import {
  createTestServer,
  expectError,
  insertUser,
  json,
  lastCode,
  PASSWORD,
  PRODUCTION_ENV,
  type TestServer,
} from '../helpers';

const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;

// One database for the whole file (a PGlite start is the slowest part of a test file).
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('HTTP platform', () => {
  it('security headers, no-store and a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/global-config' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the security headers, computed once, are on every kind of answer', async () => {
    // What @fastify/helmet set on each request before they were computed once (same options).
    const expected = {
      'content-security-policy':
        "default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    expect(securityHeaders()).toEqual(expected);
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/app/global-config' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'GET', url: '/api/nowhere' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' }),
    ];
    for (const res of answers) {
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length);
    // The documentation page keeps its own policy (it runs scripts).
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('CORS exposes the Authorization header to the portal origin only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/app/global-config',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(res.headers['access-control-expose-headers'])).toContain('Authorization');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/app/global-config',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('415 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a&password=b',
    });
    expectError(res, ...e('UNSUPPORTED_MEDIA_TYPE'));
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a&password=b',
    });
    expectError(form, ...e('UNSUPPORTED_MEDIA_TYPE'));
  });

  it('413 over 100 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.pe', password: 'x'.repeat(110 * 1024) },
    });
    expectError(res, ...e('PAYLOAD_TOO_LARGE'));
  });

  it('400 with field details for invalid input; malformed JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nope' },
    });
    expectError(res, ...e('VALIDATION_ERROR'));
    const body = json<{ details: { path: string }[] }>(res);
    expect(body.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['body.email', 'body.password']),
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectError(bad, ...e('VALIDATION_ERROR'));
    expect(bad.body).not.toMatch(/at .*\.js|SyntaxError|stack/);
  });

  it('404 in the catalogue format', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/nothing/here' }), ...e('NOT_FOUND'));
  });

  it('unknown fields are dropped, never stored', async () => {
    const pub = json<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: t.config.PUBLIC_USER_EMAIL, password: t.config.PUBLIC_USER_PASSWORD },
      }),
    ).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/customer/register-email',
      headers: { authorization: `Bearer ${pub}` },
      payload: {
        email: 'mass@demo.pe',
        terms_accepted: true,
        terms_version: '1',
        privacy_policy_accepted: true,
        privacy_policy_version: '1',
        status: -3,
        roles: ['admin'],
        email_verified: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const { users } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mass@demo.pe'));
    expect(row?.status).toBe(1);
    expect(row?.roles).toEqual(['customer']);
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('OpenAPI document from the route table and the interactive page at /api/docs', async () => {
    const doc = json<{ paths: Record<string, Record<string, { operationId: string }>> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    expect(doc.paths['/api/auth/login']?.['post']?.operationId).toBe('login');
    expect(doc.paths['/api/user/app/verify-email/{code}/{email}/WEB']?.['patch']).toBeDefined();
    const entry = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const url = entry.statusCode === 302 ? String(entry.headers['location']) : '/api/docs';
    const page = await t.app.inject({
      method: 'GET',
      url: url.startsWith('/') ? url : `/api/docs/${url.replace(/^\.\//, '')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body.toLowerCase()).toContain('swagger');
  });
});

describe('errors never leak internals', () => {
  it('a database failure answers 500 INTERNAL_ERROR with a request id only', async () => {
    const broken = new Proxy(
      {},
      {
        get() {
          throw Object.assign(new Error('relation "users" does not exist: select * from users'), {
            code: '42P01',
          });
        },
      },
    );
    const database = {
      db: broken,
      kind: 'pglite',
      migrate: async () => {},
      close: async () => {},
      listen: async () => async () => {},
    };
    const app = await buildServer(testConfig(), { database: database as unknown as Database });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@demo.pe', password: 'whatever-password' },
    });
    expectError(res, ...e('INTERNAL_ERROR'));
    expect(res.body).not.toMatch(/select|relation|stack|at \w+ \(|eyJ/i);
    await app.close();
  });
});

describe('development mailbox', () => {
  it('reads the outbox for an address, with the code', async () => {
    const { database, clock } = t;
    const app = await buildServer(testConfig(), {
      database,
      clock,
      mailer: outboxMailer(mailOutbox(database.db), clock),
    });
    const pub = json<{ token: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'portal-publico@saf.local', password: 'portal-publico-dev' },
      }),
    ).token;
    await app.inject({
      method: 'POST',
      url: '/api/app/customer/register-email',
      headers: { authorization: `Bearer ${pub}` },
      payload: {
        email: 'box@demo.pe',
        terms_accepted: true,
        terms_version: '1',
        privacy_policy_accepted: true,
        privacy_policy_version: '1',
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox?email=box@demo.pe' });
    expect(res.statusCode).toBe(200);
    const body = json<{
      messages: { code: string; subject: string; text: string; html: string }[];
    }>(res);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]?.code).toMatch(/^\d{6}$/);
    expect(body.messages[0]?.text).toContain('Verifica tu correo electrónico');
    expect(body.messages[0]?.html).toContain('lang="es-PE"');
    await app.close();
  });

  it('is not registered in production', async () => {
    const { database } = t;
    const config = testConfig(PRODUCTION_ENV);
    const app = await buildServer(config, { database });
    const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox?email=box@demo.pe' });
    expectError(res, ...e('NOT_FOUND'));
    const sms = await app.inject({ method: 'GET', url: '/api/dev/sms?phone=987654321' });
    expectError(sms, ...e('NOT_FOUND'));
    // Neither the treasury's hand control nor the sandbox gateway's checkout exist there.
    const review = await app.inject({
      method: 'POST',
      url: '/api/dev/orders/SUS-2026-000001/review',
      payload: { decision: 'approve' },
    });
    expectError(review, ...e('NOT_FOUND'));
    const checkout = await app.inject({
      method: 'GET',
      url: '/api/payment-gateway/sandbox/checkout/00000000-0000-4000-8000-000000000000',
    });
    expect(checkout.statusCode).toBe(404);
    await app.close();
  });
});

describe('logs', () => {
  const lines: string[] = [];
  const mailer = new MemoryMailer();
  let app: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    app = await buildServer(testConfig(), {
      database: t.database,
      clock: t.clock,
      mailer,
      logStream: { write: (l: string) => void lines.push(l) },
    });
    await insertUser(t, { email: 'log@demo.pe' });
  });
  afterAll(() => app.close());

  it('log every login attempt with the request id, and never a password, code or token', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'log@demo.pe', password: PASSWORD },
    });
    const token = json<{ token: string }>(ok).token;
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'log@demo.pe', password: 'Secret-Wrong-Pass' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/user/app/send-code-recovery-password',
      payload: { email: 'log@demo.pe' },
    });
    const code = lastCode(mailer, 'log@demo.pe');
    await app.inject({
      method: 'GET',
      url: `/api/user/app/validate-code-recovery-password/${code}/log@demo.pe`,
    });
    const all = lines.join('\n');
    expect(all).toContain(String(ok.headers['x-request-id']));
    const failed = lines.find((l) => l.includes('login-failed'));
    expect(failed).toContain(String(bad.headers['x-request-id']));
    expect(failed).toContain('100008');
    // The code as a value or a path segment (a bare 6-digit run could be part of a timestamp).
    for (const secret of [
      PASSWORD,
      'Secret-Wrong-Pass',
      token,
      token.split('.')[2]!,
      `/${code}/`,
      `"${code}"`,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
