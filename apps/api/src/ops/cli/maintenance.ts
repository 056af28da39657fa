import { isActive, readMaintenance, setMaintenance, type MaintenanceWindow } from '../maintenance';
import { UsageError, type OpsCommand } from './types';

/** The end asked for: an instant with its offset (or Z), or a number of minutes from now. */
function parseUntil(args: readonly string[], now: Date): Date | null {
  const at = args.indexOf('--until');
  const span = args.indexOf('--for');
  if (at >= 0 && span >= 0) throw new UsageError('give --until or --for, not both');
  if (at >= 0) {
    const text = args[at + 1] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
      throw new UsageError(
        `--until needs a date-time with its offset, e.g. 2026-11-28T12:00-05:00 (got "${text}")`,
      );
    const until = new Date(text);
    if (Number.isNaN(until.getTime()) || until <= now)
      throw new UsageError('--until must be a later instant');
    return until;
  }
  if (span >= 0) {
    const minutes = Number(args[span + 1]);
    if (!Number.isInteger(minutes) || minutes <= 0)
      throw new UsageError('--for needs a whole number of minutes');
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

/**
 * The maintenance switch, without a deploy: it writes the `maintenance` row of the database the
 * API uses; every instance follows within MAINTENANCE_CACHE_MS.
 */
export const maintenanceCommand: OpsCommand = {
  name: 'maintenance',
  usage: [
    'maintenance on [--until <ISO date-time with offset> | --for <minutes>]',
    'maintenance off',
    'maintenance status',
  ],
  mutates: ([action]) => action === 'on' || action === 'off',
  async run({ config, database, clock }, [action, ...rest]) {
    if (action !== 'on' && action !== 'off' && action !== 'status')
      throw new UsageError('maintenance needs on, off or status');
    const now = clock.now();
    const before = await readMaintenance(database.db);
    if (action === 'on')
      await setMaintenance(database.db, { on: true, now, until: parseUntil(rest, now) });
    if (action === 'off') await setMaintenance(database.db, { on: false });
    const after = await readMaintenance(database.db);
    const lines = [describe(after, now)];
    if (action !== 'status')
      lines.push(`Every instance follows within ${config.MAINTENANCE_CACHE_MS / 1000} s.`);
    return { lines, changed: action === 'status' ? null : { before, after } };
  },
};
