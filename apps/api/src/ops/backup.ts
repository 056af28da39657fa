import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

const run = promisify(execFile);

/**
 * What a restore must give back: every table of the public schema with its row count and a
 * digest of its rows in primary-key order (md5 of the rows' text), and the applied migrations.
 */
export async function fingerprint(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await database.db.$client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await database.db.$client.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`,
    );
    out[name] = `${rows[0]?.n ?? 0}:${rows[0]?.digest ?? '-'}`;
  }
  const { rows } = await database.db.$client.query<{ n: number; last: string }>(
    'SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
  );
  out['drizzle.__drizzle_migrations'] = `${rows[0]?.n}:${rows[0]?.last}`;
  return out;
}

/** `pg_dump` in its custom format (compressed, restorable table by table): its size in bytes. */
export async function dumpPostgres(url: string, file: string): Promise<number> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
  return statSync(file).size;
}

/** `pg_restore` of such a dump into an empty database. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

export interface BackupCheck {
  tables: number;
  rows: number;
  dumpBytes: number;
  dumpMs: number;
  restoreMs: number;
  /** Tables whose rows or digest differ after the restore (none when it worked). */
  differences: string[];
}

/**
 * Dumps a database with pg_dump, restores it into a brand-new empty database on the same server
 * and compares every table's rows: what `npm run backup:check` reports and a test asserts.
 */
export async function checkBackup(
  source: Database,
  serverUrl: string,
  file: string,
): Promise<BackupCheck> {
  const before = await fingerprint(source);
  let t0 = performance.now();
  const dumpBytes = await dumpPostgres(source.url!, file);
  const dumpMs = performance.now() - t0;

  const name = `saf_restore_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const restored = openDatabase({ url: target.toString(), max: 2 });
  try {
    t0 = performance.now();
    await restorePostgres(target.toString(), file);
    const restoreMs = performance.now() - t0;
    const after = await fingerprint(restored);
    const differences = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      (k) => before[k] !== after[k],
    );
    return {
      tables: Object.keys(before).length - 1,
      rows: Object.values(before).reduce((s, v) => s + Number(v.split(':')[0]), 0),
      dumpBytes,
      dumpMs,
      restoreMs,
      differences,
    };
  } finally {
    await restored.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
