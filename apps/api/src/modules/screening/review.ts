import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { amlMatchReviews, amlScreenings, clientData, users } from '../../db/schema';
import type { Ctx } from '../shared/context';
import { userChanged } from '../shared/users';

export interface PotentialMatch {
  screeningId: number;
  userId: number;
  customer: string;
  document: string;
  subject: string;
  list: string | null;
  entryId: number | null;
  score: string | null;
  reasons: string[];
  screenedAt: Date;
}

/** The potential matches compliance has not decided on yet, oldest first. */
export async function pendingMatches(db: Db): Promise<PotentialMatch[]> {
  const rows = await db
    .select({
      screeningId: amlScreenings.id,
      userId: amlScreenings.userId,
      name: users.name,
      lastname: users.lastname,
      documentType: users.documentType,
      numberDocument: users.numberDocument,
      subject: amlScreenings.subject,
      list: amlScreenings.matchList,
      entryId: amlScreenings.matchId,
      score: amlScreenings.matchScore,
      reasons: amlScreenings.matchReasons,
      screenedAt: amlScreenings.screenedAt,
    })
    .from(amlScreenings)
    .innerJoin(users, eq(users.id, amlScreenings.userId))
    .leftJoin(amlMatchReviews, eq(amlMatchReviews.screeningId, amlScreenings.id))
    .where(and(eq(amlScreenings.outcome, 'BLOCKED'), isNull(amlMatchReviews.screeningId)))
    .orderBy(asc(amlScreenings.screenedAt), asc(amlScreenings.id));
  return rows.map((r) => ({
    screeningId: r.screeningId,
    userId: r.userId,
    customer: `${r.name ?? ''} ${r.lastname ?? ''}`.trim(),
    document: `${r.documentType ?? ''} ${r.numberDocument ?? ''}`.trim(),
    subject: r.subject,
    list: r.list,
    entryId: r.entryId,
    score: r.score,
    reasons: r.reasons ?? [],
    screenedAt: r.screenedAt,
  }));
}

export class ReviewError extends Error {}

export type Decision = 'CONFIRMED' | 'DISMISSED';

/**
 * Compliance's decision on one potential match, kept with who decided, when and why. A
 * confirmed match keeps the customer blocked. A dismissed one (a homonym) lifts the block
 * when no other match of the customer is pending or confirmed; otherwise the block stands.
 */
export async function decideMatch(
  ctx: Ctx,
  screeningId: number,
  decision: Decision,
  operator: string,
  note: string,
): Promise<{ userId: number; cleared: boolean }> {
  const now = ctx.clock.now();
  const { userId, cleared, txid } = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .select({ userId: amlScreenings.userId, outcome: amlScreenings.outcome })
      .from(amlScreenings)
      .where(eq(amlScreenings.id, screeningId))
      .for('update');
    if (!row || row.outcome !== 'BLOCKED')
      throw new ReviewError(`no potential match ${screeningId}`);
    // One decision per customer at a time: the last dismissal sees every other decision.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`aml-review:${row.userId}`}))`);
    const [done] = await tx
      .select({ decision: amlMatchReviews.decision })
      .from(amlMatchReviews)
      .where(eq(amlMatchReviews.screeningId, screeningId));
    if (done) throw new ReviewError(`potential match ${screeningId} already ${done.decision}`);
    let clears = false;
    if (decision === 'DISMISSED') {
      const [holding] = await tx
        .select({ id: amlScreenings.id })
        .from(amlScreenings)
        .leftJoin(amlMatchReviews, eq(amlMatchReviews.screeningId, amlScreenings.id))
        .where(
          and(
            eq(amlScreenings.userId, row.userId),
            eq(amlScreenings.outcome, 'BLOCKED'),
            ne(amlScreenings.id, screeningId),
            or(isNull(amlMatchReviews.screeningId), eq(amlMatchReviews.decision, 'CONFIRMED')),
          ),
        )
        .limit(1);
      clears = !holding;
    }
    await tx.insert(amlMatchReviews).values({
      screeningId,
      decision,
      operator,
      note,
      decidedAt: now,
      cleared: clears,
    });
    if (!clears) return { userId: row.userId, cleared: false, txid: undefined };
    await tx
      .update(clientData)
      .set({ amlOutcome: 'CLEARED', updatedAt: now })
      .where(and(eq(clientData.userId, row.userId), eq(clientData.amlOutcome, 'BLOCKED')));
    const [u] = await tx
      .update(users)
      .set({ amlOutcome: 'CLEARED', updatedAt: now })
      .where(eq(users.id, row.userId))
      .returning({ txid: sql<string>`txid_current()::text` });
    return { userId: row.userId, cleared: true, txid: u?.txid };
  });
  if (cleared) await userChanged(ctx, userId, txid);
  return { userId, cleared };
}
