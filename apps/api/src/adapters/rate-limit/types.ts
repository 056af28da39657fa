/**
 * Counters for lockout and per-IP limits. Sliding windows (a log of hit times), driven by the
 * caller's clock so tests move time instead of sleeping. Memory by default, Redis when
 * REDIS_URL is set (so several API instances share the counters).
 */
export interface RateLimitStore {
  /** Records one hit and answers how many hits fall inside the window ending now. */
  hit(key: string, nowMs: number, windowMs: number): Promise<number>;
  /** Hits inside the window ending now, without recording one. */
  count(key: string, nowMs: number, windowMs: number): Promise<number>;
  /** Forgets the hits of a key. */
  clear(key: string): Promise<void>;
  /** Locks a key until the given instant. */
  lock(key: string, untilMs: number, nowMs: number): Promise<void>;
  /** The end of the key's lock, or null when it is not locked. */
  lockedUntil(key: string, nowMs: number): Promise<number | null>;
  /** Whether the store answers (readiness): a shared store's server, or always for memory. */
  ping(): Promise<boolean>;
  /** `redis` when the counters are shared by every instance, `memory` when per process. */
  readonly kind: 'redis' | 'memory';
  close(): Promise<void>;
}
