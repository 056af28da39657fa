import type { User } from '../../db/schema';

interface Entry {
  user: User;
  expiresAt: number;
}

/** PostgreSQL only: how a writer learns that every instance has dropped the changed row. */
export interface ChangeCoordination {
  /** The instances listening to `users_changed` now (their LISTEN connections). */
  countListeners(): Promise<number>;
  /** Tells every instance that this one has applied the change of a transaction. */
  acknowledge(txid: string): void;
}

interface Acks {
  count: number;
  at: number;
  wake?: (() => void) | undefined;
}

/** Acknowledgements kept for a writer that has not started waiting yet. */
const ACK_KEEP_MS = 10_000;

export interface UserCacheStats {
  /** Whether rows are kept now: a TTL above 0 and the change notifications listened to. */
  enabled: boolean;
  size: number;
  hits: number;
  misses: number;
  invalidations: number;
}

/**
 * The users rows read by authenticated GETs, kept by this instance for a short time so the
 * session read of `/api/auth/me` does not query the database on every call.
 *
 * Correctness rests on invalidation, not on the TTL: every change of a users row is announced by
 * a trigger (`pg_notify('users_changed', '<id>:<txid>')`, migration 0001) that every instance
 * listens to; writes through `updateUser` also drop the row locally. On PostgreSQL each instance
 * acknowledges every change (`users_changed_ack`, payload the txid) once its copy is gone, and
 * `updateUser` answers only when every listening instance has acknowledged its transaction, so
 * a logout or password change is in force everywhere by the time its answer leaves. While the
 * notifications are not being received (no LISTEN connection yet, or it dropped) nothing is
 * kept, and everything is forgotten when they resume. A read that started before an
 * invalidation never stores its (possibly older) row afterwards.
 */
export class UserCache {
  private readonly rows = new Map<number, Entry>();
  /** Bumped by every invalidation: a read stores its row only if none happened meanwhile. */
  private epoch = 0;
  private listening = false;
  private readonly acks = new Map<string, Acks>();
  private readonly pending = new Map<number, { mark: number; row: Promise<User | undefined> }>();
  /** Set on PostgreSQL; PGlite delivers notifications in process, before the write returns. */
  coordination: ChangeCoordination | undefined;
  private hits = 0;
  private misses = 0;
  private invalidations = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** The change notifications are (up) or are no longer (down) being received. */
  setListening(up: boolean): void {
    this.listening = up;
    this.clear();
  }

  get(id: number): User | undefined {
    if (!this.enabled) return undefined;
    const entry = this.rows.get(id);
    if (entry && entry.expiresAt > this.now()) {
      this.hits++;
      return entry.user;
    }
    if (entry) this.rows.delete(id);
    this.misses++;
    return undefined;
  }

  /**
   * The row from the cache, or from `read` (stored unless an invalidation happened meanwhile).
   * Concurrent misses of one user share a single read, unless an invalidation came between them:
   * a TTL expiry under load costs one query, not one per request in flight. A cached row is
   * answered as it is, not in a promise (one hop less on the session read).
   */
  load(
    id: number,
    read: () => Promise<User | undefined>,
  ): User | undefined | Promise<User | undefined> {
    const cached = this.get(id);
    if (cached) return cached;
    const pending = this.pending.get(id);
    if (pending && pending.mark === this.epoch) return pending.row;
    const mark = this.epoch;
    const row = read()
      .then((user) => {
        if (user) this.put(id, user, mark);
        return user;
      })
      .finally(() => {
        if (this.pending.get(id)?.row === row) this.pending.delete(id);
      });
    this.pending.set(id, { mark, row });
    return row;
  }

  /** Stores a row read while the epoch was `mark` (not if an invalidation came since). */
  put(id: number, user: User, mark: number): void {
    if (!this.enabled || mark !== this.epoch) return;
    if (this.rows.size >= this.maxEntries && !this.rows.has(id)) {
      const oldest = this.rows.keys().next();
      if (!oldest.done) this.rows.delete(oldest.value);
    }
    this.rows.set(id, { user, expiresAt: this.now() + this.ttlMs });
  }

  invalidate(id: number): void {
    this.epoch++;
    this.invalidations++;
    this.rows.delete(id);
  }

  clear(): void {
    this.epoch++;
    this.rows.clear();
  }

  /**
   * A `users_changed` payload (`<id>:<txid>`, `*:<txid>` for every row): drops the row and
   * acknowledges the transaction (PostgreSQL).
   */
  notified(payload: string): void {
    const [who = '', txid] = payload.split(':');
    const id = Number(who);
    if (who !== '*' && Number.isSafeInteger(id)) this.invalidate(id);
    else this.clear();
    if (txid && this.coordination) this.coordination.acknowledge(txid);
  }

  /** A `users_changed_ack` payload: one instance has applied transaction `txid`. */
  acknowledged(txid: string): void {
    const now = performance.now();
    for (const [key, a] of this.acks) {
      if (now - a.at < ACK_KEEP_MS) break;
      if (!a.wake) this.acks.delete(key);
    }
    const a = this.acks.get(txid) ?? { count: 0, at: now };
    a.count++;
    this.acks.set(txid, a);
    a.wake?.();
  }

  /**
   * Resolves `true` once every instance listening now has acknowledged transaction `txid`
   * (PostgreSQL), `false` after `timeoutMs` (an instance that stalls) or at once when this
   * instance cannot hear acknowledgements; `true` at once without coordination (PGlite).
   */
  async allAcknowledged(txid: string, timeoutMs: number): Promise<boolean> {
    if (!this.coordination) return true;
    // Not hearing the acknowledgements: the change cannot be confirmed (nothing is cached here).
    if (!this.listening) return false;
    const deadline = performance.now() + timeoutMs;
    const listeners = await this.coordination.countListeners();
    let a = this.acks.get(txid);
    if (!a) this.acks.set(txid, (a = { count: 0, at: performance.now() }));
    const entry = a;
    try {
      while (entry.count < listeners) {
        const left = deadline - performance.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          entry.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        entry.wake = undefined;
      }
      return true;
    } finally {
      this.acks.delete(txid);
    }
  }

  stats(): UserCacheStats {
    return {
      enabled: this.enabled,
      size: this.rows.size,
      hits: this.hits,
      misses: this.misses,
      invalidations: this.invalidations,
    };
  }
}
