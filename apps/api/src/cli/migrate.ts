import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  console.info(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
