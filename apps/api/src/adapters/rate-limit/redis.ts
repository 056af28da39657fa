import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimitStore } from './types';

/** Sliding-window counters in Redis sorted sets (score = hit time), shared by every API instance. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  constructor(
    urlOrClient: string | Redis,
    private readonly prefix = 'saf:rl:',
  ) {
    this.redis =
      typeof urlOrClient === 'string'
        ? new Redis(urlOrClient, { maxRetriesPerRequest: 2, lazyConnect: false })
        : urlOrClient;
  }

  async hit(key: string, nowMs: number, windowMs: number): Promise<number> {
    const k = this.prefix + key;
    const res = await this.redis
      .multi()
      .zremrangebyscore(k, '-inf', nowMs - windowMs)
      .zadd(k, nowMs, `${nowMs}:${randomUUID()}`)
      .zcount(k, nowMs - windowMs + 1, '+inf')
      .pexpire(k, windowMs * 2)
      .exec();
    const count = res?.[2]?.[1];
    return typeof count === 'number' ? count : 0;
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async count(key: string, nowMs: number, windowMs: number): Promise<number> {
    return this.redis.zcount(this.prefix + key, nowMs - windowMs + 1, '+inf');
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key, `${this.prefix}lock:${key}`);
  }

  async lock(key: string, untilMs: number, nowMs: number): Promise<void> {
    const ttl = Math.max(1, untilMs - nowMs);
    // The real TTL is a safety net; the stored instant is what the caller's clock compares.
    await this.redis.set(`${this.prefix}lock:${key}`, String(untilMs), 'PX', ttl * 2);
  }

  async lockedUntil(key: string, nowMs: number): Promise<number | null> {
    const v = await this.redis.get(`${this.prefix}lock:${key}`);
    if (v === null) return null;
    const until = Number(v);
    return Number.isFinite(until) && until > nowMs ? until : null;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
