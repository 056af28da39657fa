import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { buildServer } from '../../server';
import { runOps } from './run';

/**
 * The operators' command (docs/OPERATIONS.md): `npm run ops -- <command>` on a laptop,
 * `node dist/ops.js <command>` beside a deployed API, against the database of DATABASE_URL.
 * The services run with the adapters the API's configuration names, as in the API itself; the
 * order desk's timer stays off (the instances run it).
 */
const config = loadConfig({ ...process.env, ORDER_DESK_INTERVAL_SECONDS: '0' });
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildServer(config, { database });
try {
  await app.ready();
  const { code, output } = await runOps(
    { config, database, clock: systemClock, ctx: app.ctx },
    process.argv.slice(2),
    { operator: process.env['OPS_OPERATOR'] },
  );
  for (const line of output) (code === 0 ? console.info : console.error)(line);
  process.exitCode = code;
} finally {
  await app.close();
  await database.close();
}
