import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type DatabaseOptions } from './client';

/** A throwaway, migrated database and the way to get rid of it. */
export interface ScratchDatabase {
  database: Database;
  /** Where it lives, for logs ("PostgreSQL database saf_e2e_…", "PGlite in …"). */
  label: string;
  /** Closes it and deletes it (the PostgreSQL database, or the PGlite folder). */
  drop(): Promise<void>;
  /** The PostgreSQL database's connection string, for another process. */
  url?: string;
  /** The PGlite folder, for another process (once this one closed it). */
  dataDir?: string;
}

export interface ScratchOptions {
  /** Name prefix of the PostgreSQL database, e.g. `saf_test`. */
  prefix: string;
  /** A PostgreSQL server to create the database on; PGlite when absent. */
  url?: string | undefined;
  /** PGlite: in memory (default) or in a temporary folder removed on drop. */
  pglite?: 'memory' | 'folder';
  /** PGlite: start from a migrated data-folder dump instead of initdb. */
  template?: DatabaseOptions['template'];
  /** PostgreSQL pool size. */
  max?: number;
  /**
   * PostgreSQL: copy a migrated template database (made once per set of migrations and kept on
   * the server, `<prefix>_template_<hash>`) instead of migrating a new one: about 0.2 s a
   * database instead of 0.5 s. For test suites that open one per file.
   */
  fromTemplate?: boolean;
}

/** A short digest of the migrations (their SQL and journal): a template's identity. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (f.endsWith('.sql') || f.endsWith('.json'))
      hash.update(f).update(readFileSync(path.join(MIGRATIONS_FOLDER, f)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Runs statements on the server's own database, in one session of its own. */
export async function onServer<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql, params) => (await client.query(sql, params)).rows);
  } finally {
    await client.end();
  }
}
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated template database for these migrations, made when missing. Processes
 * starting together take turns under an advisory lock (one per prefix); a template is built under
 * another name and renamed when complete, so one left half-made by a killed process is never
 * copied. Making one drops the prefix's older templates (earlier migrations) and half-made ones.
 */
function migratedTemplate(url: string, prefix: string): Promise<string> {
  const name = `${prefix}_template_${migrationsDigest()}`;
  const key = `${url} ${name}`;
  let made = templates.get(key);
  if (!made) {
    made = onServer(url, async (query) => {
      const lock = `${prefix}_template`;
      await query('SELECT pg_advisory_lock(hashtext($1))', [lock]);
      try {
        const found = await query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.length) return name;
        const stale = await query(
          "SELECT datname FROM pg_database WHERE starts_with(datname, $1 || '_template_') OR starts_with(datname, $1 || '_building_')",
          [prefix],
        );
        for (const { datname } of stale)
          await query(`DROP DATABASE IF EXISTS "${String(datname)}" WITH (FORCE)`);
        const building = `${prefix}_building_${randomBytes(6).toString('hex')}`;
        await query(`CREATE DATABASE ${building}`);
        const target = new URL(url);
        target.pathname = `/${building}`;
        // Two connections: the migrator holds one for its lock and migrates on the other.
        const database = openDatabase({ url: target.toString(), max: 2 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await query('SELECT pg_advisory_unlock(hashtext($1))', [lock]);
      }
    });
    templates.set(key, made);
    made.catch(() => templates.delete(key));
  }
  return made;
}

/**
 * A fresh database for tests, the benchmark and the end-to-end harness: a brand-new
 * PostgreSQL database (dropped afterwards) when a server is given, PGlite otherwise.
 */
export async function openScratchDatabase(options: ScratchOptions): Promise<ScratchDatabase> {
  const { url, prefix } = options;
  if (!url) {
    const dir =
      options.pglite === 'folder' ? mkdtempSync(path.join(os.tmpdir(), `${prefix}-`)) : null;
    const database = openDatabase({ dataDir: dir ?? 'memory://', template: options.template });
    await database.migrate();
    return {
      database,
      label: dir ? `PGlite in ${dir}` : 'PGlite (in memory)',
      ...(dir ? { dataDir: dir } : {}),
      async drop() {
        await database.close().catch(() => undefined);
        if (dir) rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => onServer(url, (query) => query(sql));
  const template = options.fromTemplate ? await migratedTemplate(url, prefix) : undefined;
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openDatabase({ url: dbUrl.toString(), max: options.max ?? 10 });
  // A copy of the template has every migration already (the template is named by their digest).
  if (!template) await database.migrate();
  return {
    database,
    label: `PostgreSQL database ${name}`,
    url: dbUrl.toString(),
    async drop() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
