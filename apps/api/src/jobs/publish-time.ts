import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { funds } from '../db/schema';

/** The valor cuota would be published before a fund's day is closed: the jobs refuse to start. */
export class PublishTimeError extends Error {
  override readonly name = 'PublishTimeError';
}

/**
 * A day's valor cuota is published at NAV_PUBLISH_TIME (Lima) for every fund, so it must fall
 * after every fund's cut-off: published at or before one, the day's price would be out while
 * that fund still takes the day's orders. Read from the catalogue in the database (the cut-offs
 * live there); throws a PublishTimeError naming the setting and each fund it does not clear.
 */
export async function checkPublishTime(db: Db, publishTime: string): Promise<void> {
  const rows = await db
    .select({ code: funds.code, cutoffTime: funds.cutoffTime })
    .from(funds)
    .orderBy(asc(funds.code));
  const early = rows.filter((f) => f.cutoffTime.slice(0, 5) >= publishTime);
  if (early.length === 0) return;
  throw new PublishTimeError(
    `NAV_PUBLISH_TIME=${publishTime} (Lima) must be later than every fund's cut-off, and is not ` +
      `for ${early.map((f) => `${f.code} (cut-off ${f.cutoffTime})`).join(', ')}: set it after ` +
      `the latest cut-off or move those cut-offs.`,
  );
}
