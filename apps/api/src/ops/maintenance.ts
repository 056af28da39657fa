import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { maintenance } from '../db/schema';
import type { Clock } from '../lib/clock';

/** The one switch's key in the `maintenance` table. */
const SCOPE = 'portal';

export interface MaintenanceWindow {
  since: Date;
  /** When it ends by itself; null: until switched off. */
  until: Date | null;
}

/** Whether a window is on at an instant: started, and not past its end. */
export function isActive(window: MaintenanceWindow | null, now: Date): boolean {
  return (
    window !== null &&
    window.since.getTime() <= now.getTime() &&
    (window.until === null || window.until.getTime() > now.getTime())
  );
}

/** The switch as the database holds it (null: off). */
export async function readMaintenance(db: Db): Promise<MaintenanceWindow | null> {
  const [row] = await db
    .select({ since: maintenance.since, until: maintenance.until })
    .from(maintenance)
    .where(eq(maintenance.scope, SCOPE));
  return row ?? null;
}

/** Switches maintenance on from now (until `until`, or until switched off), or off. */
export async function setMaintenance(
  db: Db,
  state: { on: true; now: Date; until?: Date | null } | { on: false },
): Promise<MaintenanceWindow | null> {
  if (!state.on) {
    await db.delete(maintenance).where(eq(maintenance.scope, SCOPE));
    return null;
  }
  const window = { since: state.now, until: state.until ?? null };
  await db
    .insert(maintenance)
    .values({ scope: SCOPE, ...window })
    .onConflictDoUpdate({ target: maintenance.scope, set: window });
  return window;
}

/**
 * One instance's view of the switch: the row read at most every `cacheMs` (concurrent readers
 * share one read), so a customer call costs no query while the reading is fresh. A failed read
 * keeps the last reading (off at first): the call then meets the database's failure itself.
 */
export class MaintenanceSwitch {
  private window: MaintenanceWindow | null = null;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<MaintenanceWindow | null> | undefined;
  /** Bumped by `forget`: a read started before it stores nothing. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cacheMs: number,
    private readonly onReadError: (err: unknown) => void = () => {},
  ) {}

  /** The window in force now, or null; a promise only when the switch has to be read. */
  current(): MaintenanceWindow | null | Promise<MaintenanceWindow | null> {
    const now = this.clock.now();
    if (now.getTime() - this.readAt < this.cacheMs && now.getTime() >= this.readAt)
      return isActive(this.window, now) ? this.window : null;
    const generation = this.generation;
    this.reading ??= readMaintenance(this.db)
      .then(
        (window) => {
          if (generation === this.generation) {
            this.window = window;
            this.readAt = this.clock.now().getTime();
          }
          return window;
        },
        (err: unknown) => {
          this.onReadError(err);
          return this.window;
        },
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading.then((window) => (isActive(window, this.clock.now()) ? window : null));
  }

  /** Switches it (for every instance, through the database) and drops this instance's reading. */
  async set(state: { on: true; until?: Date | null } | { on: false }): Promise<void> {
    await setMaintenance(this.db, state.on ? { ...state, now: this.clock.now() } : state);
    this.forget();
  }

  /** The next call reads the switch again. */
  forget(): void {
    this.generation += 1;
    this.readAt = Number.NEGATIVE_INFINITY;
    this.reading = undefined;
  }
}
