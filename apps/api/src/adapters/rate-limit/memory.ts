import type { RateLimitStore } from './types';

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, number[]>();
  private readonly locks = new Map<string, number>();

  private prune(key: string, nowMs: number, windowMs: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > nowMs - windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  async hit(key: string, nowMs: number, windowMs: number): Promise<number> {
    const list = this.prune(key, nowMs, windowMs);
    list.push(nowMs);
    this.hits.set(key, list);
    return list.length;
  }

  async count(key: string, nowMs: number, windowMs: number): Promise<number> {
    return this.prune(key, nowMs, windowMs).length;
  }

  async clear(key: string): Promise<void> {
    this.hits.delete(key);
    this.locks.delete(key);
  }

  async lock(key: string, untilMs: number): Promise<void> {
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

  readonly kind = 'memory' as const;

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    this.hits.clear();
    this.locks.clear();
  }
}
