/**
 * `db:import <file>`: restores an export of the embedded database (`db:export`) into DATA_DIR,
 * which must not hold a database yet; then applies any migration the export predates.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const config = loadConfig();
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: db:import <file exported by db:export>');
  process.exit(2);
}
if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length > 0) {
  console.error(`${config.DATA_DIR} already holds a database: move it away or set DATA_DIR.`);
  process.exit(2);
}
const database = openDatabase({
  dataDir: config.DATA_DIR,
  template: new File([readFileSync(file)], path.basename(file)),
});
try {
  await database.migrate();
  console.info(`Imported ${file} into ${config.DATA_DIR}.`);
} finally {
  await database.close();
}
