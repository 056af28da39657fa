import { and, eq, sql } from 'drizzle-orm';
import { ClientDataStatus } from '@saf/contract';
import { clientData, users, type User } from '../../db/schema';
import { minusMonths } from '../../lib/dates';
import { limaDate } from '../../lib/lima';
import type { Ctx } from '../shared/context';
import { findUserById, userChanged } from '../shared/users';

/** No Lima anniversary can come sooner than this after a completion (a cheap first test). */
const ALMOST_A_YEAR_MS = 364 * 24 * 60 * 60_000;

/**
 * Whether client data confirmed at `completedAt` is due its yearly update at `now`: from the
 * same Lima date one year later (data confirmed on 29 February is due on 1 March).
 */
export function yearlyUpdateDue(completedAt: Date, now: Date): boolean {
  if (now.getTime() - completedAt.getTime() < ALMOST_A_YEAR_MS) return false;
  return minusMonths(limaDate(now), 12) >= limaDate(completedAt);
}

/**
 * The yearly update, decided where the customer is read (every authenticated call and the
 * login): a cleared participant whose client data was confirmed a year ago (Lima dates) gets
 * `has_passed_year`, and the client data turns to REVIEW (answers kept, steps to walk again,
 * the round starting now, so the facial check must be a new one). Nothing is scheduled: the
 * flag is set the first time the customer shows up after the anniversary, in one transaction
 * that only a row still in its old state takes, so concurrent calls set it once.
 */
export function applyYearlyUpdate(ctx: Ctx, user: User): User | Promise<User> {
  // Decided without a promise: on almost every call nothing is due (the session read's path).
  if (user.hasPassedYear || !user.clientDataAt || user.amlOutcome !== 'CLEARED') return user;
  const now = ctx.clock.now();
  if (!yearlyUpdateDue(user.clientDataAt, now)) return user;
  return setPassedYear(ctx, user, user.clientDataAt, now);
}

async function setPassedYear(ctx: Ctx, user: User, clientDataAt: Date, now: Date): Promise<User> {
  const txid = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ hasPassedYear: true, updatedAt: now })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.hasPassedYear, false),
          eq(users.clientDataAt, clientDataAt),
        ),
      )
      .returning({ txid: sql<string>`txid_current()::text` });
    if (!row) return undefined;
    await tx
      .update(clientData)
      .set({
        status: ClientDataStatus.REVIEW,
        completedSteps: [],
        draftStartedAt: now,
        updatedAt: now,
      })
      .where(
        and(eq(clientData.userId, user.id), eq(clientData.status, ClientDataStatus.COMPLETED)),
      );
    return row.txid;
  });
  await userChanged(ctx, user.id, txid);
  return (await findUserById(ctx.db, user.id)) ?? user;
}
