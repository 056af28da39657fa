/** The notification channel of the fund catalogue's triggers (migration 0027). */
export const FUNDS_CHANGED_CHANNEL = 'funds_changed';

export interface ReadCacheStats {
  /** Whether answers are kept now: the change notifications listened to. */
  enabled: boolean;
  size: number;
  hits: number;
  misses: number;
  invalidations: number;
}

/**
 * Answers computed from the fund catalogue alone (the fund list, a fund's history), kept by this
 * instance so that the public figures every customer asks for are not read from the database
 * on every call.
 *
 * Correctness rests on invalidation: every statement that changes `funds`, `fund_series` or
 * `fund_nav` (a valor-cuota publication, an imported file, an operator's edit) announces it on
 * `funds_changed` (a statement trigger, migration 0027) at its commit, and every instance drops
 * everything it kept when it hears it. While the notifications are not being received nothing
 * is kept, and everything is forgotten when they resume. A read that started before an
 * invalidation never stores its (possibly older) answer afterwards. `ttlMs` bounds how long an
 * answer is kept anyway. Nothing here is about a customer: the answers are the same for all.
 */
export class ReadCache {
  private readonly rows = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly pending = new Map<string, { mark: number; value: Promise<unknown> }>();
  private epoch = 0;
  private listening = false;
  private hits = 0;
  private misses = 0;
  private invalidations = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** The change notifications are (up) or are no longer (down) being received. */
  setListening(up: boolean): void {
    this.listening = up;
    this.invalidate();
  }

  /**
   * The answer kept under `key`, or `read`'s (kept unless an invalidation came meanwhile).
   * Concurrent misses of one key share a single read. The answer is shared by every caller: it
   * must not be changed.
   */
  load<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.enabled) return read();
    const entry = this.rows.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.hits++;
      return Promise.resolve(entry.value as T);
    }
    if (entry) this.rows.delete(key);
    this.misses++;
    const pending = this.pending.get(key);
    if (pending && pending.mark === this.epoch) return pending.value as Promise<T>;
    const mark = this.epoch;
    const value = read().then((answer) => {
      this.put(key, answer, mark);
      return answer;
    });
    const settled = value.finally(() => {
      if (this.pending.get(key)?.value === value) this.pending.delete(key);
    });
    settled.catch(() => undefined);
    this.pending.set(key, { mark, value });
    return value;
  }

  private put(key: string, value: unknown, mark: number): void {
    if (!this.enabled || mark !== this.epoch) return;
    if (this.rows.size >= this.maxEntries && !this.rows.has(key)) {
      const oldest = this.rows.keys().next();
      if (!oldest.done) this.rows.delete(oldest.value);
    }
    this.rows.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Forgets everything (a `funds_changed` notification). */
  invalidate(): void {
    this.epoch++;
    this.invalidations++;
    this.rows.clear();
    this.pending.clear();
  }

  stats(): ReadCacheStats {
    return {
      enabled: this.enabled,
      size: this.rows.size,
      hits: this.hits,
      misses: this.misses,
      invalidations: this.invalidations,
    };
  }
}
