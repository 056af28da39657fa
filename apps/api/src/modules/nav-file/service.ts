/**
 * The core system's daily valor-cuota files (`NAV_SOURCE=core-file`): an operator imports each
 * one, it is checked whole, held for an operator when a value moved beyond its fund's limit,
 * and otherwise published and settled as the publication job does, under the same lock.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { navFileValues, navFiles, type NavFile, type NavMove } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { lastClosedDay, limaDate } from '../../lib/lima';
import { holidaysBetween } from '../funds/calendar';
import { lockPublication, runPublishNav } from '../funds/publish-run';
import { settleDue } from '../orders/payments';
import type { Ctx } from '../shared/context';
import { checkNavFile } from './checks';
import { NavFileRefused, parseNavFile } from './format';
import { coreFileSource, seriesStates } from './store';

export { NavFileRefused, type NavFileReason } from './format';

/** What became of a file: accepted (and what its call published) or held for an operator. */
export interface NavFileOutcome {
  id: number;
  businessDay: string;
  status: 'ACCEPTED' | 'HELD';
  /** The values that moved beyond their fund's limit (what holds the file). */
  moves: NavMove[];
  /** Values this call published: none while held, or before the day's publication time. */
  published: number;
  /** Orders settled and rescues priced after the publication. */
  settled: number;
}

/** Names the operator's process in `job_runs`, beside the API instances. */
const INSTANCE = `nav-file/${os.hostname()}/${process.pid}`;

/**
 * Imports one file of the core system, given as its bytes or as text, for `actor` (the
 * operator). Refused whole with a `NavFileRefused` that says why; nothing is stored then.
 */
export async function importNavFile(
  ctx: Ctx,
  content: string | Uint8Array,
  actor: string,
): Promise<NavFileOutcome> {
  if (ctx.config.NAV_SOURCE !== 'core-file')
    throw new NavFileRefused(
      'WRONG_SOURCE',
      `NAV_SOURCE is ${ctx.config.NAV_SOURCE}: the valor cuota is generated, not imported`,
    );
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const now = ctx.clock.now();
  const file = await ctx.db.transaction(async (tx) => {
    await lockPublication(tx);
    const [same] = await tx.select().from(navFiles).where(eq(navFiles.sha256, sha256));
    if (same) throw new NavFileRefused('DUPLICATE_FILE', `this file was imported: ${about(same)}`);
    const parsed = parseNavFile(decode(bytes));
    const day = parsed.businessDay;
    const [other] = await tx
      .select()
      .from(navFiles)
      .where(and(eq(navFiles.businessDay, day), ne(navFiles.status, 'REJECTED')));
    if (other)
      throw new NavFileRefused('ALREADY_DELIVERED', `a file of ${day} is in: ${about(other)}`);
    const [held] = await tx.select().from(navFiles).where(eq(navFiles.status, 'HELD')).limit(1);
    if (held)
      throw new NavFileRefused(
        'EARLIER_FILE_HELD',
        `an operator must approve or reject the file of ${held.businessDay} first: ${about(held)}`,
      );
    const states = await seriesStates(tx);
    const oldest = states.map((s) => s.through ?? day).sort()[0] ?? day;
    const checked = checkNavFile(parsed, {
      managerId: ctx.config.MANAGER_RUC,
      states,
      // From the oldest day a series stands at (a gap's message names the day missing) or
      // the weeks before the file's day, which a run of holidays never exceeds.
      holidays: await holidaysBetween(tx, [oldest, addDays(day, -30)].sort()[0]!, day),
      today: limaDate(now),
    });
    const [row] = await tx
      .insert(navFiles)
      .values({
        businessDay: day,
        sha256,
        lineCount: parsed.lineCount,
        controlTotal: parsed.controlTotal,
        status: checked.moves.length ? 'HELD' : 'ACCEPTED',
        moves: checked.moves,
        importedBy: actor,
        importedAt: now,
      })
      .returning();
    const values = checked.values.map((v) => ({ ...v, fileId: row!.id }));
    if (values.length) await tx.insert(navFileValues).values(values);
    return row!;
  });
  ctx.log.info(
    {
      action: 'nav_file_imported',
      file: file.id,
      day: file.businessDay,
      status: file.status,
      sha256,
      actor,
    },
    'valor cuota file imported',
  );
  return outcome(file, file.status === 'ACCEPTED' ? await publishAccepted(ctx, file) : undefined);
}

/** Lets a held file through, as `actor` decides, and publishes it. */
export async function approveNavFile(ctx: Ctx, id: number, actor: string): Promise<NavFileOutcome> {
  const file = await decide(ctx, id, actor, 'ACCEPTED');
  return outcome(file, await publishAccepted(ctx, file));
}

/**
 * Refuses a held file, as `actor` decides: its values are dropped and the core system's
 * corrected file of that day can be imported.
 */
export async function rejectNavFile(ctx: Ctx, id: number, actor: string): Promise<NavFile> {
  return decide(ctx, id, actor, 'REJECTED');
}

async function decide(
  ctx: Ctx,
  id: number,
  actor: string,
  status: 'ACCEPTED' | 'REJECTED',
): Promise<NavFile> {
  const file = await ctx.db.transaction(async (tx) => {
    await lockPublication(tx);
    const row = await heldFile(tx, id);
    if (status === 'REJECTED') await tx.delete(navFileValues).where(eq(navFileValues.fileId, id));
    const [decided] = await tx
      .update(navFiles)
      .set({ status, decidedBy: actor, decidedAt: ctx.clock.now() })
      .where(eq(navFiles.id, row.id))
      .returning();
    return decided!;
  });
  ctx.log.info(
    { action: `nav_file_${status.toLowerCase()}`, file: id, day: file.businessDay, actor },
    'valor cuota file decided',
  );
  return file;
}

async function heldFile(tx: DbOrTx, id: number): Promise<NavFile> {
  const [row] = await tx.select().from(navFiles).where(eq(navFiles.id, id)).for('update');
  if (!row) throw new NavFileRefused('NOT_FOUND', `there is no valor cuota file ${id}`);
  if (row.status !== 'HELD')
    throw new NavFileRefused('NOT_HELD', `file ${id} is not held: ${about(row)}`);
  return row;
}

/**
 * Publishes what the accepted files delivered up to the file's day (never past the last closed
 * day: a file that comes before the publication time waits for the job), then settles the
 * orders and prices the rescues of the days published, as the job does after its run.
 */
async function publishAccepted(
  ctx: Ctx,
  file: NavFile,
): Promise<{ published: number; settled: number }> {
  const closed = lastClosedDay(ctx.clock.now(), ctx.config.NAV_PUBLISH_TIME);
  const day = file.businessDay < closed ? file.businessDay : closed;
  const run = await runPublishNav(ctx.db, {
    day,
    instanceId: INSTANCE,
    clock: ctx.clock,
    core: coreFileSource,
  });
  if (run.published === 0) return { published: 0, settled: 0 };
  // The values are published whatever happens next; the order desk settles what this misses.
  const settled = await settleDue(ctx).catch((err: unknown) => {
    ctx.log.error({ err, file: file.id }, 'settlement after a valor cuota file failed');
    return 0;
  });
  return { published: run.published, settled };
}

function outcome(
  file: NavFile,
  run: { published: number; settled: number } = { published: 0, settled: 0 },
): NavFileOutcome {
  return {
    id: file.id,
    businessDay: file.businessDay,
    status: file.status as NavFileOutcome['status'],
    moves: file.moves,
    ...run,
  };
}

/** A file as an operator recognises it in a message. */
function about(file: NavFile): string {
  return `file ${file.id} of ${file.businessDay}, ${file.status}, imported by ${file.importedBy} at ${file.importedAt.toISOString()}`;
}

/** The file's text: it must be UTF-8. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NavFileRefused('MALFORMED', 'the file is not UTF-8 text');
  }
}
