import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../helpers';

const TOKEN = 'metrics-token-for-the-tests-0123';
/** Moves the newest applied migration's time one millisecond back or forth. */
const SHIFT_NEWEST = (sign: '-' | '+') =>
  `UPDATE drizzle.__drizzle_migrations SET created_at = created_at ${sign} 1 WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`;

describe('health, readiness and metrics', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t?.close());

  it('/healthz answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz checks the database and its migrations, and fails while shutting down', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
      // Outside production every system on its sandbox says so (the defaults).
      sandboxes: [
        'PAYMENT_GATEWAY',
        'TREASURY',
        'PAYOUTS',
        'NAV_SOURCE',
        'BIOMETRICS',
        'SCREENING',
        'PARTICIPANT_REGISTER',
      ],
    });
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'shutting down' });
      // Requests are still served meanwhile: only the probe says "take me out".
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('/readyz fails when this build has a migration the database lacks', async () => {
    await t.database.db.execute(sql.raw(SHIFT_NEWEST('-')));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', checks: { migrations: 'behind' } });
    } finally {
      await t.database.db.execute(sql.raw(SHIFT_NEWEST('+')));
    }
  });

  it('/metrics counts requests by route template and errors by code, with Node’s and the jobs’', async () => {
    await t.app.inject({ method: 'GET', url: '/api/funds' });
    await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    await t.app.inject({ method: 'PATCH', url: '/api/user/app/verify-email/123456/a@b.pe/WEB' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // Without a token both reads are refused: counted with their status and their code.
    expect(text).toMatch(
      /saf_http_requests_total\{method="GET",route="\/api\/funds",status="401"\} 1/,
    );
    expect(text).toMatch(
      /saf_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/funds"\} \d/,
    );
    expect(text).toMatch(/saf_api_errors_total\{code="UNAUTHORIZED"\} 2/);
    // The template, never the path: it carries a code and an address.
    expect(text).toContain('route="/api/user/app/verify-email/:code/:email/WEB"');
    expect(text).not.toContain('a@b.pe');
    expect(text).toContain('saf_nav_last_published_age_days');
    expect(text).toContain('saf_nodejs_eventloop_lag_seconds');
  });
});

describe('metrics access', () => {
  it('asks for METRICS_TOKEN when set', async () => {
    const t = await createTestServer({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const none = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('saf_http_requests_total');
    } finally {
      await t.close();
    }
  });
});
