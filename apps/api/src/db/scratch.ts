import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type DatabaseOptions } from './client';

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
  const admin = async (sql: string) => {
    const server = openDatabase({ url, max: 1 });
    try {
      await server.db.$client.query(sql);
    } finally {
      await server.close();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = openDatabase({ url: dbUrl.toString(), max: options.max ?? 10 });
  await database.migrate();
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
