/**
 * `db:export [file]`: a backup of the embedded database (PGlite in DATA_DIR) as one gzipped
 * tarball of its data folder, consistent because PGlite is this process's alone: stop the API
 * first. Restore it with `db:import <file>` into an empty DATA_DIR.
 */
import { writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README).');
  process.exit(2);
}
const file =
  process.argv[2] ?? `saf-pglite-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.tar.gz`;
const database = openDatabase({ dataDir: config.DATA_DIR });
try {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // The dump of a data folder still opening never settles: wait until it is ready.
  await client.waitReady;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.info(`Exported ${config.DATA_DIR} to ${file} (${(dump.size / 1024).toFixed(0)} KiB).`);
} finally {
  await database.close();
}
