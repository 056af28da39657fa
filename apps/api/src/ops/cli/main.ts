import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { runOps } from './run';

/**
 * The operators' command (docs/OPERATIONS.md): `npm run ops -- <command>` on a laptop,
 * `node dist/ops.js <command>` beside a deployed API, against the database of DATABASE_URL.
 */
const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const { code, output } = await runOps(
    { config, database, clock: systemClock },
    process.argv.slice(2),
    { operator: process.env['OPS_OPERATOR'] },
  );
  for (const line of output) (code === 0 ? console.info : console.error)(line);
  process.exitCode = code;
} finally {
  await database.close();
}
