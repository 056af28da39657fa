import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@saf/contract';
import { openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { buildServer, USERS_LISTENER_NAME } from '../../src/server';
import { updateUser } from '../../src/modules/shared/users';
import {
  bearer,
  createTestServer,
  expectError,
  insertUser,
  json,
  loginToken,
  PASSWORD,
  type TestServer,
} from '../helpers';

const e = (code: keyof typeof ERRORS) => [ERRORS[code].status, code, ERRORS[code].message] as const;
const onPostgres = Boolean(process.env['DATABASE_URL']);
const renewed = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['authorization']).replace(/^Bearer /, '');

/** Polls until `check` holds (a notification sent by PostgreSQL arrives on its own socket). */
async function eventually(check: () => Promise<boolean> | boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('session cache of authenticated GETs', () => {
  let t: TestServer;
  const me = (token: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const stats = (app: FastifyInstance = t.app) => app.ctx.userCache.stats();

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  it('is on by default (5 s) and listening; a GET reuses the row, other methods read it fresh', async () => {
    expect(t.config.SESSION_CACHE_TTL_MS).toBe(5000);
    expect(stats().enabled).toBe(true);
    await insertUser(t, { email: 'cache@demo.pe', name: 'Rosa' });
    const token = await loginToken(t.app, 'cache@demo.pe');
    const before = stats();
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    const after = stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(1);
    // A write route (PATCH) never asks the cache.
    t.clock.advanceSeconds(1);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/app/customer/update-password',
      headers: bearer(token),
      payload: {
        current_password: 'not-the-password-1',
        password: 'Otra-Clave-Muy-Larga-42',
        password_confirmation: 'Otra-Clave-Muy-Larga-42',
      },
    });
    const afterPatch = stats();
    expect(afterPatch.hits).toBe(after.hits);
    expect(afterPatch.misses).toBe(after.misses);
  });

  it('concurrent misses of one user share one database read; after an invalidation a new read starts', async () => {
    const u = await insertUser(t, { email: 'herd@demo.pe', name: 'Eva' });
    const cache = t.app.ctx.userCache;
    let reads = 0;
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const read = async () => {
      reads++;
      await gate;
      const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
      return row;
    };
    const first = [cache.load(u.id, read), cache.load(u.id, read), cache.load(u.id, read)];
    cache.invalidate(u.id);
    const later = cache.load(u.id, read);
    release();
    await Promise.all([...first, later]);
    expect(reads).toBe(2);
    // Only the read that started after the invalidation was kept.
    expect(cache.get(u.id)?.name).toBe('Eva');
    expect(reads).toBe(2);
  });

  it('a cached answer still carries the security headers, no-store, a request id and a renewed token', async () => {
    await insertUser(t, { email: 'headers@demo.pe' });
    const token = await loginToken(t.app, 'headers@demo.pe');
    await me(token);
    t.clock.advanceSeconds(61);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(renewed(res)).not.toBe(token);
    t.clock.advanceSeconds(1);
    const other = await me(token);
    expect(other.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
    expect(renewed(other)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(renewed(other)).not.toBe(renewed(res));
  });

  it('logout revokes every session at once, cached or not', async () => {
    await insertUser(t, { email: 'out@demo.pe' });
    const a = await loginToken(t.app, 'out@demo.pe');
    const b = await loginToken(t.app, 'out@demo.pe');
    expect((await me(b)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
    t.clock.advanceSeconds(1);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a) });
    expect(out.statusCode).toBe(200);
    expectError(await me(b), ...e('UNAUTHORIZED'));
    expectError(await me(a), ...e('UNAUTHORIZED'));
  });

  it('a password change revokes the other sessions at once; the new one works', async () => {
    await insertUser(t, { email: 'pwd@demo.pe' });
    const old = await loginToken(t.app, 'pwd@demo.pe');
    expect((await me(old)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(200);
    t.clock.advanceSeconds(1);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/app/customer/update-password',
      headers: bearer(old),
      payload: {
        current_password: PASSWORD,
        password: 'Otra-Clave-Muy-Larga-42',
        password_confirmation: 'Otra-Clave-Muy-Larga-42',
      },
    });
    expect(res.statusCode).toBe(200);
    expectError(await me(old), ...e('UNAUTHORIZED'));
    expect((await me(renewed(res))).statusCode).toBe(200);
  });

  it('the absolute session limit holds on cached reads', async () => {
    await insertUser(t, { email: 'limit@demo.pe' });
    let token = await loginToken(t.app, 'limit@demo.pe');
    const start = t.clock.now().getTime();
    while (t.clock.now().getTime() - start < t.config.SESSION_MAX_SECONDS * 1000 - 600_000) {
      t.clock.advanceMinutes(10);
      const res = await me(token);
      expect(res.statusCode).toBe(200);
      token = renewed(res);
    }
    const hits = stats().hits;
    t.clock.advanceMinutes(11);
    expectError(await me(token), ...e('UNAUTHORIZED'));
    expect(stats().hits).toBeGreaterThan(0);
    expect(hits).toBeGreaterThan(0);
  });

  it('profile changes show on the next /me (through updateUser, and through plain SQL)', async () => {
    const u = await insertUser(t, { email: 'profile@demo.pe', name: 'Ana' });
    const token = await loginToken(t.app, 'profile@demo.pe');
    const name = async () => json<{ user: { name: string } }>(await me(token)).user.name;
    expect(await name()).toBe('Ana');
    expect(await name()).toBe('Ana');
    await updateUser(t.app.ctx, u.id, { name: 'Ana María' });
    expect(await name()).toBe('Ana María');
    // A write that bypasses the API is announced by the trigger (on PostgreSQL, asynchronously).
    await t.database.db.update(users).set({ name: 'Ana Lucía' }).where(eq(users.id, u.id));
    await eventually(async () => (await name()) === 'Ana Lucía');
    await t.database.db.update(users).set({ status: -1 }).where(eq(users.id, u.id));
    await eventually(async () => (await me(token)).statusCode === 400);
    expectError(await me(token), ...e('USER_NOT_FOUND'));
  });

  it('a deleted row is forgotten (trigger on DELETE)', async () => {
    const u = await insertUser(t, { email: 'deleted@demo.pe' });
    const token = await loginToken(t.app, 'deleted@demo.pe');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, u.id));
    await eventually(async () => (await me(token)).statusCode === 400);
  });

  it('SESSION_CACHE_TTL_MS=0 turns it off: every read goes to the database', async () => {
    const off = await createTestServer({ env: { SESSION_CACHE_TTL_MS: '0' } });
    try {
      const u = await insertUser(off, { email: 'nocache@demo.pe', name: 'Juan' });
      const token = await loginToken(off.app, 'nocache@demo.pe');
      for (let i = 0; i < 3; i++) expect((await me(token, off.app)).statusCode).toBe(200);
      expect(off.app.ctx.userCache.stats()).toMatchObject({ enabled: false, size: 0, hits: 0 });
      // With no cache, even a write that nobody announces shows at once.
      await off.database.db.execute(sql`ALTER TABLE users DISABLE TRIGGER users_changed`);
      await off.database.db.update(users).set({ name: 'Juan José' }).where(eq(users.id, u.id));
      expect(json<{ user: { name: string } }>(await me(token, off.app)).user.name).toBe(
        'Juan José',
      );
    } finally {
      await off.close();
    }
  });
});

describe.skipIf(!onPostgres)(
  'two API instances on one PostgreSQL database (skipped without DATABASE_URL: PGlite lives in one process, there is no other instance to tell)',
  () => {
    let t: TestServer;
    let otherDb: Database;
    let other: FastifyInstance;
    let otherUrl: string;
    const me = (token: string, app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

    beforeAll(async () => {
      t = await createTestServer();
      otherDb = openDatabase({ url: t.database.url, max: 5 });
      other = await buildServer(t.config, {
        database: otherDb,
        clock: t.clock,
        mailer: t.mailer,
        rateLimit: t.rateLimit,
      });
      await other.listen({ host: '127.0.0.1', port: 0 });
      const address = other.server.address();
      if (!address || typeof address === 'string') throw new Error('no TCP address');
      otherUrl = `http://127.0.0.1:${address.port}`;
    });
    afterAll(async () => {
      await other.close();
      await otherDb.close();
      await t.close();
    });

    it('both listen', () => {
      expect(t.app.ctx.userCache.stats().enabled).toBe(true);
      expect(other.ctx.userCache.stats().enabled).toBe(true);
    });

    it('logout on one instance revokes the cached session on the other at once (10 rounds, over HTTP)', async () => {
      await insertUser(t, { email: 'two@demo.pe' });
      for (let round = 0; round < 10; round++) {
        const a = await loginToken(t.app, 'two@demo.pe');
        const b = await loginToken(t.app, 'two@demo.pe');
        for (const app of [t.app, other, other]) expect((await me(b, app)).statusCode).toBe(200);
        expect(other.ctx.userCache.stats().size).toBeGreaterThan(0);
        t.clock.advanceSeconds(1);
        const out = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: bearer(a),
        });
        expect(out.statusCode).toBe(200);
        // The other instance is asked through its socket, as a separate process would be.
        const res = await fetch(`${otherUrl}/api/auth/me`, { headers: bearer(b) });
        expect(res.status).toBe(401);
        expectError(await me(b, t.app), ...e('UNAUTHORIZED'));
      }
    });

    it('a password change on one instance revokes the cached session on the other at once', async () => {
      await insertUser(t, { email: 'two-pwd@demo.pe' });
      const a = await loginToken(t.app, 'two-pwd@demo.pe');
      for (let i = 0; i < 2; i++) expect((await me(a, other)).statusCode).toBe(200);
      t.clock.advanceSeconds(1);
      const res = await other.inject({
        method: 'PATCH',
        url: '/api/app/customer/update-password',
        headers: bearer(a),
        payload: {
          current_password: PASSWORD,
          password: 'Otra-Clave-Muy-Larga-42',
          password_confirmation: 'Otra-Clave-Muy-Larga-42',
        },
      });
      expect(res.statusCode).toBe(200);
      expectError(await me(a, t.app), ...e('UNAUTHORIZED'));
      expectError(await me(a, other), ...e('UNAUTHORIZED'));
    });

    it('a lost LISTEN connection turns the cache off until it is back', async () => {
      expect(other.ctx.userCache.stats().enabled).toBe(true);
      await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = ${USERS_LISTENER_NAME}`,
      );
      await eventually(() => !other.ctx.userCache.stats().enabled);
      await eventually(
        () => other.ctx.userCache.stats().enabled && t.app.ctx.userCache.stats().enabled,
        10_000,
      );
    });
  },
);
