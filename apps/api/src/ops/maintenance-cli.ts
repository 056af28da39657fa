import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isActive, readMaintenance, setMaintenance, type MaintenanceWindow } from './maintenance';

/**
 * The operator's maintenance switch, without a deploy (apps/api/README.md, Maintenance mode):
 *
 *   pnpm --filter @saf/api maintenance on [--until 2026-11-28T12:00-05:00 | --for 30]
 *   pnpm --filter @saf/api maintenance off
 *   pnpm --filter @saf/api maintenance status
 *
 * It writes the `maintenance` row of the database the API uses (DATABASE_URL); every instance
 * follows within MAINTENANCE_CACHE_MS. In production: `node dist/maintenance.js on`.
 */
const USAGE =
  'usage: maintenance on [--until <ISO date-time with offset> | --for <minutes>] | off | status';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** The end asked for: an instant with its offset (or Z), or a number of minutes from now. */
function parseUntil(args: readonly string[], now: Date): Date | null {
  const at = args.indexOf('--until');
  const span = args.indexOf('--for');
  if (at >= 0 && span >= 0) fail('give --until or --for, not both');
  if (at >= 0) {
    const text = args[at + 1] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
      fail(
        `--until needs a date-time with its offset, e.g. 2026-11-28T12:00-05:00 (got "${text}")`,
      );
    const until = new Date(text);
    if (Number.isNaN(until.getTime()) || until <= now) fail('--until must be a later instant');
    return until;
  }
  if (span >= 0) {
    const minutes = Number(args[span + 1]);
    if (!Number.isInteger(minutes) || minutes <= 0) fail('--for needs a whole number of minutes');
    return new Date(now.getTime() + minutes * 60_000);
  }
  return null;
}

function describe(window: MaintenanceWindow | null, now: Date): string {
  if (!isActive(window, now)) return 'Maintenance mode is off: the API answers every route.';
  return `Maintenance mode is on since ${window!.since.toISOString()}${
    window!.until ? ` until ${window!.until.toISOString()}` : ' until switched off'
  }: customer routes answer 503 MAINTENANCE.`;
}

const [command, ...rest] = process.argv.slice(2);
if (command !== 'on' && command !== 'off' && command !== 'status') fail('unknown command');
const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const now = new Date();
  if (command === 'on')
    await setMaintenance(database.db, { on: true, now, until: parseUntil(rest, now) });
  if (command === 'off') await setMaintenance(database.db, { on: false });
  console.info(describe(await readMaintenance(database.db), now));
  if (command !== 'status')
    console.info(`Every instance follows within ${config.MAINTENANCE_CACHE_MS / 1000} s.`);
} finally {
  await database.close();
}
