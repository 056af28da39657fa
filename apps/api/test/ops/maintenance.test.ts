import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, errorBodySchema } from '@saf/contract';
import { readMaintenance, setMaintenance } from '../../src/ops/maintenance';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  type TestServer,
} from '../helpers';

/**
 * The operator's maintenance mode: switched in the database (as `pnpm --filter @saf/api
 * maintenance on|off` does, from another process), followed by the instance within its cache
 * time, refusing every customer route with the catalogued 503 while the probes keep answering.
 */
describe('maintenance mode', () => {
  let t: TestServer;
  let token: string;
  const CACHE_MS = 3000;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'mantenimiento@demo.pe', password: 'wrong-password-1' },
    });
  const expectMaintenance = (res: Awaited<ReturnType<typeof get>>) => {
    expectError(res, 503, 'MAINTENANCE', ERRORS.MAINTENANCE.message);
    expect(errorBodySchema.parse(json(res)).requestId).toBe(res.headers['x-request-id']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['authorization']).toBeUndefined();
  };

  beforeAll(async () => {
    t = await createTestServer({ env: { MAINTENANCE_CACHE_MS: String(CACHE_MS) } });
    await insertUser(t, { email: 'mantenimiento@demo.pe', name: 'Lucía' });
    token = await loginToken(t.app, 'mantenimiento@demo.pe');
  });
  afterAll(() => t?.close());

  it('is off on a new database: every route answers', async () => {
    expect(await readMaintenance(t.database.db)).toBeNull();
    expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(400);
  });

  it('switched on by the operator, refuses every customer route with the catalogued 503 within the cache time; the probes keep answering', async () => {
    await setMaintenance(t.database.db, { on: true, now: t.clock.now() });
    // The instance read the switch less than its cache time ago.
    expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(200);
    t.clock.advanceSeconds(CACHE_MS / 1000 + 1);

    expectMaintenance(await get('/api/auth/me', bearer(token)));
    // Before the session or the body is looked at: without a token, with a bad body.
    expectMaintenance(await get('/api/auth/me'));
    expectMaintenance(await login());
    expectMaintenance(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
    );
    expectMaintenance(await get('/api/funds', bearer(token)));
    // Until switched off: no Retry-After.
    expect((await get('/api/auth/me')).headers['retry-after']).toBeUndefined();

    expect((await get('/healthz')).statusCode).toBe(200);
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toMatchObject({ status: 'ready' });
    // An unknown address is still a 404, not maintenance.
    expect((await get('/api/no-such-route')).statusCode).toBe(404);
  });

  it('switched off, the next call is answered again', async () => {
    await t.app.maintenance.set({ on: false });
    expect(await readMaintenance(t.database.db)).toBeNull();
    expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(200);
  });

  it('with an end, says when to come back and ends by itself', async () => {
    const until = new Date(t.clock.now().getTime() + 30 * 60_000);
    await t.app.maintenance.set({ on: true, until });
    const refused = await get('/api/auth/me', bearer(token));
    expectMaintenance(refused);
    expect(refused.headers['retry-after']).toBe(String(30 * 60));

    t.clock.advanceSeconds(29 * 60);
    expect((await get('/api/auth/me', bearer(token))).headers['retry-after']).toBe('60');
    t.clock.advanceSeconds(61);
    // The session itself is over 15 minutes old by now: a new login, which works again.
    const fresh = await loginToken(t.app, 'mantenimiento@demo.pe');
    expect((await get('/api/auth/me', bearer(fresh))).statusCode).toBe(200);
    await t.app.maintenance.set({ on: false });
  });
});
