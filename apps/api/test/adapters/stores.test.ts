import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from '../../src/adapters/rate-limit/index';
import { ConfigError, loadConfig } from '../../src/config';
import { PRODUCTION_ENV } from '../helpers';
import type { Database } from '../../src/db/client';

async function redisUp(): Promise<boolean> {
  const r = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const hasRedis = await redisUp();

function contract(name: string, make: () => RateLimitStore) {
  describe(`${name} rate-limit store`, () => {
    const store = make();
    const key = `test:${Math.random().toString(36).slice(2)}`;
    afterAll(() => store.close());
    it('counts hits in a sliding window driven by the caller clock', async () => {
      const t0 = 1_000_000;
      expect(await store.hit(key, t0, 1000)).toBe(1);
      expect(await store.hit(key, t0 + 400, 1000)).toBe(2);
      expect(await store.count(key, t0 + 999, 1000)).toBe(2);
      expect(await store.count(key, t0 + 1000, 1000)).toBe(1);
      expect(await store.hit(key, t0 + 1500, 1000)).toBe(1);
      await store.clear(key);
      expect(await store.count(key, t0 + 1500, 1000)).toBe(0);
    });
    it('locks until an instant', async () => {
      await store.lock(`${key}:l`, 5000, 1000);
      expect(await store.lockedUntil(`${key}:l`, 4999)).toBe(5000);
      expect(await store.lockedUntil(`${key}:l`, 5000)).toBeNull();
    });
  });
}

contract('memory', () => new MemoryRateLimitStore());
if (hasRedis)
  contract(
    'redis',
    () =>
      new RedisRateLimitStore(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', 'saf:test:'),
  );
else
  describe.skip('redis rate-limit store (no Redis reachable)', () =>
    it('skipped', () => undefined));

describe('configuration', () => {
  it('has laptop-safe defaults', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: '.data/pglite',
      ACCESS_TOKEN_TTL_SECONDS: 900,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.captchaEnabled).toBe(false);
    expect(c.devMailbox).toBe(true);
  });
  it('refuses to start in production without real secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      expect(String(err)).toMatch(/JWT_SECRET.*\n.*CODE_SECRET/s);
      expect(String(err)).toMatch(/PAYMENT_GATEWAY_SECRET/);
      expect(String(err)).toMatch(/SMS_URL/);
    }
    const ok = loadConfig(PRODUCTION_ENV);
    expect(ok.devMailbox).toBe(false);
    expect(ok.sandboxGateway).toBe(false);
    expect(ok.apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'true' }).apiDocs).toBe(true);
  });
  it('rejects a bad value with its name', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET/,
    );
  });
  it('turns the captcha on only with a provider and a secret', () => {
    expect(
      loadConfig({ NODE_ENV: 'development', CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 's' })
        .captchaEnabled,
    ).toBe(true);
  });
});

describe('captcha provider client', () => {
  it('accepts a genuine response for the expected action and refuses the rest', async () => {
    const { providerCaptcha } = await import('../../src/adapters/captcha/index');
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = new URLSearchParams(String(init?.body));
      const ok = body.get('response') === 'good' && body.get('secret') === 'sek';
      return new Response(JSON.stringify({ success: ok, score: 0.9, action: 'public_login' }));
    }) as unknown as typeof fetch;
    const c = providerCaptcha({ provider: 'recaptcha', secret: 'sek', minScore: 0.5, fetchImpl });
    expect(await c.verify({ response: 'good', action: 'public_login', ip: '1.1.1.1' })).toBe(true);
    expect(await c.verify({ response: 'bad', action: 'public_login', ip: '1.1.1.1' })).toBe(false);
    expect(await c.verify({ response: 'good', action: 'other', ip: '1.1.1.1' })).toBe(false);
    expect(await c.verify({ response: undefined, action: 'public_login', ip: '1.1.1.1' })).toBe(
      false,
    );
  });
});

describe('server wiring', () => {
  const fakeDatabase = {
    db: {},
    kind: 'pglite',
    migrate: async () => undefined,
    close: async () => undefined,
    listen: async () => async () => undefined,
  } as unknown as Database;

  it.runIf(hasRedis)('uses the Redis store when REDIS_URL is set, memory otherwise', async () => {
    const { buildServer } = await import('../../src/server');
    const { testConfig } = await import('../../src/config');
    const withRedis = await buildServer(
      testConfig({ REDIS_URL: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379' }),
      {
        database: fakeDatabase,
      },
    );
    expect(withRedis.ctx.rateLimit).toBeInstanceOf(RedisRateLimitStore);
    await withRedis.close();
    const plain = await buildServer(testConfig(), { database: fakeDatabase });
    expect(plain.ctx.rateLimit).toBeInstanceOf(MemoryRateLimitStore);
    await plain.close();
  });

  it('documents every route of the contract table in the OpenAPI document', async () => {
    const { buildServer } = await import('../../src/server');
    const { testConfig } = await import('../../src/config');
    const { routeList } = await import('@saf/contract');
    const app = await buildServer(testConfig(), { database: fakeDatabase });
    const doc = JSON.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).body) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((o) => o.operationId),
    );
    for (const r of routeList) expect(ids).toContain(r.operationId);
    await app.close();
  });
});
