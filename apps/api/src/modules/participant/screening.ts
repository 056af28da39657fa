import { eq, sql } from 'drizzle-orm';
import type { AmlScreening } from '@saf/contract';
import { sandboxScreening, type ScreenedPerson } from '../../adapters/screening';
import { amlScreenings, users, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { userChanged } from '../shared/users';

/**
 * Screens the customer, and the spouse when given, once their client data is complete. A match
 * of either blocks investing; the list that matched is kept for compliance, never told. A
 * customer already cleared answers ALREADY_PASSED_AML (the yearly update screens again by
 * clearing the outcome first).
 */
export async function screenParticipant(
  ctx: Ctx,
  user: User,
  spouse: ScreenedPerson | undefined,
): Promise<AmlScreening> {
  if (user.amlOutcome === 'CLEARED') throw new AppError('ALREADY_PASSED_AML');
  if (!user.identityValidatedAt || !user.documentType || !user.numberDocument)
    throw new AppError('IDENTITY_NOT_VALIDATED');
  const provider = sandboxScreening(ctx.db);
  const now = ctx.clock.now();
  const subjects: [string, ScreenedPerson][] = [
    [
      'CUSTOMER',
      {
        documentType: user.documentType,
        numberDocument: user.numberDocument,
        name: user.name ?? '',
        lastname: user.lastname ?? '',
      },
    ],
  ];
  if (spouse) subjects.push(['SPOUSE', spouse]);
  const results = await Promise.all(
    subjects.map(async ([subject, person]) => ({ subject, match: await provider.screen(person) })),
  );
  const outcome = results.some((r) => r.match) ? 'BLOCKED' : 'CLEARED';
  const txid = await ctx.db.transaction(async (tx) => {
    await tx.insert(amlScreenings).values(
      results.map((r) => ({
        userId: user.id,
        subject: r.subject,
        provider: provider.name,
        outcome: r.match ? 'BLOCKED' : 'CLEARED',
        matchList: r.match?.list ?? null,
        matchId: r.match?.entryId ?? null,
        screenedAt: now,
      })),
    );
    const [row] = await tx
      .update(users)
      .set({ amlOutcome: outcome, amlScreenedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning({ txid: sql<string>`txid_current()::text` });
    return row?.txid;
  });
  await userChanged(ctx, user.id, txid);
  return { outcome, screened_at: now.toISOString() };
}
