/**
 * `npm run backup:check` (in apps/api): proves the PostgreSQL backup of the deploy guide on a
 * scratch database. It seeds one (demo customers, the fund catalogue, a year of orders), dumps
 * it with `pg_dump --format=custom`, restores the dump with `pg_restore` into a new empty
 * database, and compares every table row by row. Needs DATABASE_URL (any database of the
 * server: the scratch ones are created beside it and dropped) and the PostgreSQL client tools.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openScratchDatabase } from '../src/db/scratch';
import { seed, seedCoreParticipants, seedWatchlist } from '../src/seeds/demo';
import { seedFunds } from '../src/seeds/funds';
import { seedDemoHistory } from '../src/seeds/history';
import { checkBackup } from '../src/ops/backup';

const url = process.env['DATABASE_URL'];
if (!url) {
  console.error(
    'DATABASE_URL must name a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).',
  );
  process.exit(2);
}
const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const scratch = await openScratchDatabase({ prefix: 'saf_backup', url });
const dir = mkdtempSync(path.join(os.tmpdir(), 'saf-backup-'));
try {
  const db = scratch.database.db;
  await seed(db);
  await seedFunds(db, new Date(), 5, { publishTime: config.NAV_PUBLISH_TIME });
  await seedDemoHistory(db, config);
  await seedWatchlist(db);
  await seedCoreParticipants(db);
  const result = await checkBackup(scratch.database, url, path.join(dir, 'saf.dump'));
  console.info(
    `pg_dump: ${result.tables} tables, ${result.rows} rows, ${(result.dumpBytes / 1024).toFixed(0)} KiB in ${result.dumpMs.toFixed(0)} ms; pg_restore into a new database: ${result.restoreMs.toFixed(0)} ms`,
  );
  if (result.differences.length) {
    console.error(`Restored tables that differ: ${result.differences.join(', ')}`);
    process.exitCode = 1;
  } else console.info('Every table restored with the same rows.');
} finally {
  await scratch.drop();
  rmSync(dir, { recursive: true, force: true });
}
