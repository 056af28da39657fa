import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../src/db/client';

/**
 * Counts the SQL statements a database is sent, at the driver: each is one round trip to the
 * server on PostgreSQL (node-postgres sends a statement's parse, bind and execute in one write),
 * BEGIN and COMMIT included. Installed on the pool (PostgreSQL) or the PGlite client, so every
 * statement the server sends is seen, whoever builds it (Drizzle, raw SQL, the session cache).
 * Only the statements sent on behalf of what `run` runs count (what it sets off included, such as
 * the mail relay's round): not the server's timers (jobs, the maintenance switch) meanwhile.
 */
export interface QueryCounter {
  /** Statements so far. */
  readonly count: number;
  /** The statements so far (their SQL, first line), for reading what a route sends. */
  readonly log: readonly string[];
  reset(): void;
  /** Runs `fn`, counting the statements sent on its behalf. */
  run<T>(fn: () => Promise<T>): Promise<T>;
}

const firstLine = (text: unknown) =>
  (typeof text === 'string'
    ? text
    : ((text as { text?: string } | undefined)?.text ?? String(text))
  )
    .replace(/\s+/g, ' ')
    .slice(0, 160);

export function countQueries(database: Database): QueryCounter {
  const log: string[] = [];
  const scope = new AsyncLocalStorage<true>();
  const seen = (text: unknown) => {
    if (scope.getStore()) log.push(firstLine(text));
  };
  const counter: QueryCounter = {
    get count() {
      return log.length;
    },
    log,
    reset: () => {
      log.length = 0;
    },
    // Awaited inside: an injected request starts only when its answer is awaited.
    run: (fn) => scope.run(true, async () => await fn()),
  };
  if (database.kind === 'postgres') {
    const pool = database.db.$client as unknown as pg.Pool;
    const wrapped = new WeakSet<object>();
    const wrapClient = (client: pg.PoolClient) => {
      if (wrapped.has(client)) return client;
      wrapped.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
        seen(args[0]);
        return query(...args);
      };
      return client;
    };
    // `pool.query` goes through `connect` and the client's `query`: counted there, once.
    // node-postgres's own `pool.query` calls `connect` with a callback: both forms are kept.
    type Done = (err: Error | undefined, client?: pg.PoolClient, release?: () => void) => void;
    const connect = pool.connect.bind(pool) as unknown as (done?: Done) => Promise<pg.PoolClient>;
    (pool as unknown as { connect: unknown }).connect = (done?: Done) =>
      done
        ? connect((err, client, release) => done(err, client && wrapClient(client), release))
        : connect().then(wrapClient);
    return counter;
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const wrapTx = (tx: Transaction) => {
    const q = tx.query.bind(tx) as (...args: unknown[]) => unknown;
    (tx as unknown as { query: unknown }).query = (...args: unknown[]) => {
      seen(args[0]);
      return q(...args);
    };
    const e = tx.exec.bind(tx) as (...args: unknown[]) => unknown;
    (tx as unknown as { exec: unknown }).exec = (...args: unknown[]) => {
      seen(args[0]);
      return e(...args);
    };
    return tx;
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    seen(args[0]);
    return query(...args);
  };
  const exec = client.exec.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { exec: unknown }).exec = (...args: unknown[]) => {
    seen(args[0]);
    return exec(...args);
  };
  const transaction = client.transaction.bind(client);
  (client as unknown as { transaction: unknown }).transaction = <T>(
    fn: (tx: Transaction) => Promise<T>,
  ) => {
    // PGlite sends BEGIN and COMMIT (or ROLLBACK) itself, as node-postgres would.
    seen('BEGIN');
    return transaction((tx) => fn(wrapTx(tx))).finally(() => seen('COMMIT'));
  };
  return counter;
}
