import { readFile } from 'node:fs/promises';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { ScreenedPerson } from '../../adapters/screening';
import type { ScreeningListName } from '../../adapters/screening/lists/index';
import type { Db } from '../../db/client';
import { amlScreenings, clientData, users } from '../../db/schema';
import type { Ctx } from '../shared/context';
import { userChanged } from '../shared/users';
import { stepsOf } from '../participant/client-steps';
import { recordScreening, screenPeople, thirdPartyOf } from '../participant/screening';
import { swapInList, type SwapResult } from './store';

/** The daily job's queue. */
export const REFRESH_SCREENING_LISTS = 'refresh-screening-lists';

/** Reads a list's file from where the settings say: an http(s) address or a local file. */
export type ListReader = (source: string, timeoutMs: number) => Promise<string>;

export const readListSource: ListReader = async (source, timeoutMs) => {
  if (!/^https?:\/\//i.test(source)) return readFile(source.replace(/^file:\/\//, ''), 'utf8');
  const res = await fetch(source, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!res.ok) throw new Error(`${source} answered ${res.status}`);
  return res.text();
};

/** The configured address of each list (SCREENING_UN_URL, SCREENING_OFAC_URL, SCREENING_OWN_LIST_URL). */
export function listSources(config: Ctx['config']): Partial<Record<ScreeningListName, string>> {
  const sources: Partial<Record<ScreeningListName, string>> = {};
  if (config.SCREENING_UN_URL) sources.UN = config.SCREENING_UN_URL;
  if (config.SCREENING_OFAC_URL) sources.OFAC = config.SCREENING_OFAC_URL;
  if (config.SCREENING_OWN_LIST_URL) sources.OWN = config.SCREENING_OWN_LIST_URL;
  return sources;
}

export type ListRefresh =
  SwapResult | { list: ScreeningListName; outcome: 'unreachable'; error: string };

export interface RefreshResult {
  lists: ListRefresh[];
  /** Customers screened again because a list changed (null: no list changed). */
  rescreened: RescreenResult | null;
}

/**
 * The daily refresh (a job, once across instances): every configured list is read, parsed and
 * swapped in when it parsed and its hash changed; a list that cannot be read or parsed leaves
 * the version in use (and says so). When any list changed, every screened customer is screened
 * again against the new versions.
 */
export async function refreshLists(
  ctx: Ctx,
  read: ListReader = readListSource,
): Promise<RefreshResult> {
  const results: ListRefresh[] = [];
  for (const [list, source] of Object.entries(listSources(ctx.config)) as [
    ScreeningListName,
    string,
  ][]) {
    let content: string;
    try {
      content = await read(source, ctx.config.SCREENING_FETCH_TIMEOUT_MS);
    } catch (err) {
      results.push({ list, outcome: 'unreachable', error: (err as Error).message });
      continue;
    }
    results.push(await swapInList(ctx.db, list, content, source, ctx.clock.now()));
  }
  for (const r of results)
    if (r.outcome === 'refused' || r.outcome === 'unreachable')
      ctx.log.error(
        { list: r.list, outcome: r.outcome, error: r.error },
        'screening list kept as it was',
      );
  const changed = results.some((r) => r.outcome === 'swapped');
  return { lists: results, rescreened: changed ? await rescreenCustomers(ctx) : null };
}

export interface RescreenResult {
  screened: number;
  /** Customers a new potential match now holds for review. */
  held: number[];
}

/**
 * Screens every customer already screened once (their own data, the spouse and the third-party
 * beneficiary they declared) against the lists in use, in pages. A potential match blocks the
 * customer and waits for compliance, as at onboarding; no match never lifts an earlier block
 * (only compliance does).
 */
export async function rescreenCustomers(ctx: Ctx, pageSize = 200): Promise<RescreenResult> {
  const held: number[] = [];
  let screened = 0;
  let after = 0;
  for (;;) {
    const page = await ctx.db
      .select()
      .from(users)
      .where(and(isNotNull(users.amlOutcome), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(pageSize);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    for (const user of page) {
      const [row] = await ctx.db.select().from(clientData).where(eq(clientData.userId, user.id));
      const steps = stepsOf(row);
      const spouse: ScreenedPerson | undefined = steps.SPOUSE
        ? {
            documentType: steps.SPOUSE.document_type,
            numberDocument: steps.SPOUSE.number_document,
            name: steps.SPOUSE.name,
            lastname: steps.SPOUSE.lastname,
          }
        : undefined;
      const screening = await screenPeople(
        ctx,
        ctx.db,
        user,
        spouse,
        thirdPartyOf(steps.BENEFICIARY),
      );
      screened++;
      if (screening.outcome !== 'BLOCKED') continue;
      // A match compliance already has (pending, confirmed or dismissed as a homonym) is not
      // raised again: only a new list entry holds the customer.
      const known = await knownMatches(ctx.db, user.id);
      if (
        screening.results.every(
          (r) => !r.match || known.has(`${r.subject}:${r.match.list}:${r.match.entryId}`),
        )
      )
        continue;
      const now = ctx.clock.now();
      const txid = await ctx.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const { txid } = await recordScreening(tx, user.id, screening, now);
        await tx
          .update(clientData)
          .set({ amlOutcome: 'BLOCKED', updatedAt: now })
          .where(eq(clientData.userId, user.id));
        return txid;
      });
      await userChanged(ctx, user.id, txid);
      held.push(user.id);
    }
  }
  ctx.log.info({ screened, held: held.length }, 'customers screened again against the new lists');
  return { screened, held };
}

/** The matches already recorded for a customer, as `subject:list:entry`. */
async function knownMatches(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({
      subject: amlScreenings.subject,
      list: amlScreenings.matchList,
      entry: amlScreenings.matchId,
    })
    .from(amlScreenings)
    .where(and(eq(amlScreenings.userId, userId), isNotNull(amlScreenings.matchList)));
  return new Set(rows.map((r) => `${r.subject}:${r.list}:${r.entry}`));
}
