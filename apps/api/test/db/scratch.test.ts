import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDigest, onServer, openScratchDatabase } from '../../src/db/scratch';

const url = process.env['DATABASE_URL'] ?? '';

/** Runs one statement on the server's own database. */
const onTheServer = (sql: string, params?: unknown[]) =>
  onServer(url, (query) => query(sql, params));

const databases = async (prefix: string) =>
  (await onTheServer('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]))
    .map((r) => String(r['datname']))
    .sort();

/** Tables and applied migrations: what a migrated database holds before any row is written. */
async function shape({ db }: Database) {
  const tables = await db.$client.query(
    "SELECT table_schema || '.' || table_name AS t FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') ORDER BY 1",
  );
  const migrations = await db.$client.query(
    'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id',
  );
  return { tables: tables.rows, migrations: migrations.rows };
}

// The API's test files each copy a migrated template database instead of migrating a new one
// (test/helpers.ts). A copy must be what migrating gives, and nothing one file writes may reach
// the next.
describe.skipIf(!url)(
  `PostgreSQL scratch databases from a template${url ? '' : ' (skipped: no DATABASE_URL)'}`,
  () => {
    const prefix = `saf_check_${randomBytes(3).toString('hex')}`;
    afterAll(async () => {
      for (const name of await databases(prefix))
        await onTheServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('gives the same tables and migrations as migrating, and each copy starts empty', async () => {
      const migrated = await openScratchDatabase({ prefix, url });
      const first = await openScratchDatabase({ prefix, url, fromTemplate: true });
      const second = await openScratchDatabase({ prefix, url, fromTemplate: true });
      try {
        const expected = await shape(migrated.database);
        expect(expected.tables.length).toBeGreaterThan(25);
        expect(await shape(first.database)).toEqual(expected);

        await first.database.db.$client.query(
          "INSERT INTO holidays (date, name) VALUES ('2026-12-08', 'Inmaculada Concepción')",
        );
        const seen = await second.database.db.$client.query(
          'SELECT count(*)::int AS n FROM holidays',
        );
        expect(seen.rows).toEqual([{ n: 0 }]);
        expect(await shape(second.database)).toEqual(expected);

        // One template for these migrations, kept for the next run; the copies are dropped.
        expect(await databases(`${prefix}_template_`)).toEqual([
          `${prefix}_template_${migrationsDigest()}`,
        ]);
      } finally {
        await Promise.all([migrated.drop(), first.drop(), second.drop()]);
      }
      expect(await databases(prefix)).toEqual([`${prefix}_template_${migrationsDigest()}`]);
    }, 60_000);

    it('replaces the template of earlier migrations, and one left half-made', async () => {
      const stalePrefix = `${prefix}_old`;
      await onTheServer(`CREATE DATABASE ${stalePrefix}_template_0000000000000000`);
      await onTheServer(`CREATE DATABASE ${stalePrefix}_building_000000000000`);
      const scratch = await openScratchDatabase({ prefix: stalePrefix, url, fromTemplate: true });
      await scratch.drop();
      expect(await databases(stalePrefix)).toEqual([
        `${stalePrefix}_template_${migrationsDigest()}`,
      ]);
    }, 60_000);
  },
);
