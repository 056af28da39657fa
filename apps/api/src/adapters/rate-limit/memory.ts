import type { RateLimitStore } from './types';

/** How often (by the callers' clock) expired counters and locks are swept out. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in this process's memory. Expired keys are forgotten: a key's counter is dropped once
 * the longest window it was hit with has passed, a lock once it ends, on a sweep at most once a
 * minute (by the callers' clock), so memory stays bounded by the keys of the current windows,
 * however many distinct addresses or accounts come by.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  /** Hit times of each key, and when its last hit leaves its window. */
  private readonly hits = new Map<string, { times: number[]; until: number }>();
  private readonly locks = new Map<string, number>();
  private nextSweep = -Infinity;

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweep) return;
    this.nextSweep = nowMs + SWEEP_EVERY_MS;
    for (const [key, entry] of this.hits) if (entry.until <= nowMs) this.hits.delete(key);
    for (const [key, until] of this.locks) if (until <= nowMs) this.locks.delete(key);
  }

  private prune(key: string, nowMs: number, windowMs: number): number[] {
    this.sweep(nowMs);
    const entry = this.hits.get(key);
    const list = (entry?.times ?? []).filter((t) => t > nowMs - windowMs);
    if (list.length && entry) entry.times = list;
    else this.hits.delete(key);
    return list;
  }

  async hit(key: string, nowMs: number, windowMs: number): Promise<number> {
    const list = this.prune(key, nowMs, windowMs);
    list.push(nowMs);
    const until = Math.max(this.hits.get(key)?.until ?? 0, nowMs + windowMs);
    this.hits.set(key, { times: list, until });
    return list.length;
  }

  async count(key: string, nowMs: number, windowMs: number): Promise<number> {
    return this.prune(key, nowMs, windowMs).length;
  }

  async clear(key: string): Promise<void> {
    this.hits.delete(key);
    this.locks.delete(key);
  }

  async lock(key: string, untilMs: number, nowMs: number): Promise<void> {
    this.sweep(nowMs);
    this.locks.set(key, untilMs);
  }

  async lockedUntil(key: string, nowMs: number): Promise<number | null> {
    const until = this.locks.get(key);
    if (until === undefined) return null;
    if (until <= nowMs) {
      this.locks.delete(key);
      return null;
    }
    return until;
  }

  /** How many keys (counters and locks) are held. */
  get size(): number {
    return this.hits.size + this.locks.size;
  }

  readonly kind = 'memory' as const;

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.hits.clear();
    this.locks.clear();
  }
}
