import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { DbOrTx } from '../../db/client';

/** How long a first answer is kept and replayed (docs/SECURITY.md). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** A key: 8 to 128 visible ASCII characters (a UUID is what the portal sends). */
const KEY = /^[\x21-\x7e]{8,128}$/;

/** The key of a request's `Idempotency-Key` header, or IDEMPOTENCY_KEY_REQUIRED. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/** The same body gives the same hash whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function bodyHash(operation: string, body: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonical(body)).digest('hex');
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs an order-creating call once per customer and key.
 *
 * - One transaction holds a transaction-scoped advisory lock of the (customer, key) pair, taken
 *   with `pg_try_advisory_xact_lock`: a second request with the key while the first is still
 *   running does not wait, it answers IDEMPOTENCY_IN_FLIGHT (409).
 * - Under the lock, a stored answer for the key is replayed (same body) or refused with
 *   IDEMPOTENCY_KEY_REUSED (422, another body or another operation).
 * - Otherwise `work` runs in the same transaction and its answer is stored with the key before
 *   the commit: a crash leaves both the order and the key, or neither, so a retry after a
 *   `kill -9` either replays the answer or creates the order for the first time.
 * - A refusal (a catalogued error) stores nothing: the same key may be tried again.
 */
export async function idempotent<T>(
  db: Db,
  input: {
    userId: number;
    key: string;
    operation: string;
    body: unknown;
    now: Date;
    status: number;
  },
  work: (tx: DbOrTx) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  const hash = bodyHash(input.operation, input.body);
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtext(${`idem:${input.userId}`}), hashtext(${input.key})) AS ok`,
    );
    if (!lock.rows[0]?.ok) throw new AppError('IDEMPOTENCY_IN_FLIGHT');
    // A key older than its 24 hours is forgotten (deleted, and not read: the key may be used
    // again). One statement; the read runs after the lock, so it sees any answer committed
    // under the same key before.
    const found = await tx.execute<{
      body_hash: string;
      operation: string;
      status: number;
      response: unknown;
    }>(sql`
      WITH forgotten AS (
        DELETE FROM ${idempotencyKeys}
        WHERE user_id = ${input.userId} AND key = ${input.key} AND expires_at < ${input.now}
      )
      SELECT body_hash, operation, status, response FROM ${idempotencyKeys}
      WHERE user_id = ${input.userId} AND key = ${input.key} AND expires_at >= ${input.now}`);
    const row = found.rows[0];
    const stored = row && {
      bodyHash: row.body_hash,
      operation: row.operation,
      status: row.status,
      response: row.response,
    };
    if (stored) {
      if (stored.bodyHash !== hash || stored.operation !== input.operation)
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { status: stored.status, body: stored.response as T, replayed: true };
    }
    const body = await work(tx);
    await tx.insert(idempotencyKeys).values({
      userId: input.userId,
      key: input.key,
      operation: input.operation,
      bodyHash: hash,
      status: input.status,
      response: body as object,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + IDEMPOTENCY_TTL_MS),
    });
    return { status: input.status, body, replayed: false };
  });
}
