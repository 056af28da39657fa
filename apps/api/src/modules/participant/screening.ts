import { eq, sql } from 'drizzle-orm';
import type { AmlOutcomeName, AmlScreening, BeneficiaryStep } from '@saf/contract';
import type { ScreenedPerson, ScreeningMatch } from '../../adapters/screening';
import type { Db } from '../../db/client';
import { amlScreenings, clientData, users, type NewUser, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { userChanged } from '../shared/users';

/** What a screening found: each subject's match (or none) and the outcome of them all. */
export interface Screening {
  provider: string;
  outcome: AmlOutcomeName;
  results: { subject: 'CUSTOMER' | 'SPOUSE' | 'BENEFICIARY'; match: ScreeningMatch | null }[];
}

/** The customer as screened: their validated document and the names the registry gave. */
function customerOf(user: User): ScreenedPerson {
  return {
    documentType: user.documentType ?? '',
    numberDocument: user.numberDocument ?? '',
    name: user.name ?? '',
    lastname: user.lastname ?? '',
    birthDate: user.birthDate,
  };
}

/**
 * The final beneficiary as screened, when the customer invests on a third party's behalf: the
 * declared document and full name. Null for a customer investing on their own behalf.
 */
export function thirdPartyOf(step: BeneficiaryStep | undefined): ScreenedPerson | undefined {
  if (!step || step.own_behalf || !step.third_party_name) return undefined;
  return {
    documentType: step.third_party_document_type ?? '',
    numberDocument: step.third_party_document_number ?? '',
    name: step.third_party_name,
    lastname: '',
  };
}

/**
 * Screens the customer, the spouse and the third-party final beneficiary when given, against
 * the lists. Writes nothing.
 */
export async function screenPeople(
  ctx: Pick<Ctx, 'screening'>,
  db: Db,
  user: User,
  spouse: ScreenedPerson | undefined,
  beneficiary?: ScreenedPerson,
): Promise<Screening> {
  const provider = ctx.screening(db);
  const subjects: [Screening['results'][number]['subject'], ScreenedPerson][] = [
    ['CUSTOMER', customerOf(user)],
  ];
  if (spouse) subjects.push(['SPOUSE', spouse]);
  if (beneficiary) subjects.push(['BENEFICIARY', beneficiary]);
  const results = await Promise.all(
    subjects.map(async ([subject, person]) => ({ subject, match: await provider.screen(person) })),
  );
  return {
    provider: provider.name,
    outcome: results.some((r) => r.match) ? 'BLOCKED' : 'CLEARED',
    results,
  };
}

/**
 * Keeps a screening (one row per subject, with what matched, for compliance) and its outcome on
 * the customer, with any other change of the users row made with it. A block stands: a customer
 * already BLOCKED stays BLOCKED whatever this screening found, until compliance lifts it
 * (`npm run ops -- compliance lift <email>`); the row's own value is read in the UPDATE, so a
 * block written by a concurrent transaction is never overwritten either. Runs inside the
 * caller's transaction; answers the outcome that stands and the transaction id for
 * `userChanged`.
 */
export async function recordScreening(
  tx: Db,
  userId: number,
  screening: Screening,
  now: Date,
  alsoSet: Partial<Omit<NewUser, 'id'>> = {},
): Promise<{ txid: string | undefined; outcome: AmlOutcomeName }> {
  await tx.insert(amlScreenings).values(
    screening.results.map((r) => ({
      userId,
      subject: r.subject,
      provider: screening.provider,
      outcome: r.match ? 'BLOCKED' : 'CLEARED',
      matchList: r.match?.list ?? null,
      matchId: r.match?.entryId ?? null,
      matchScore: r.match?.score?.toFixed(3) ?? null,
      matchReasons: r.match?.reasons ?? null,
      screenedAt: now,
    })),
  );
  const [row] = await tx
    .update(users)
    .set({
      ...alsoSet,
      amlOutcome: sql`CASE WHEN ${users.amlOutcome} = 'BLOCKED' THEN 'BLOCKED' ELSE ${screening.outcome} END`,
      amlScreenedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({
      txid: sql<string>`txid_current()::text`,
      outcome: sql<AmlOutcomeName>`${users.amlOutcome}`,
    });
  return { txid: row?.txid, outcome: row?.outcome ?? screening.outcome };
}

/**
 * Screens the customer, and the spouse when given, once their client data is complete. A match
 * of either blocks investing; the list that matched is kept for compliance, never told. A
 * customer already cleared answers ALREADY_PASSED_AML (the yearly update screens again through
 * the client-data wizard's completion, which does not ask this question). A customer already
 * BLOCKED may be screened again (the rows are kept for compliance) but stays BLOCKED: only
 * compliance lifts a block.
 */
export async function screenParticipant(
  ctx: Ctx,
  user: User,
  spouse: ScreenedPerson | undefined,
): Promise<AmlScreening> {
  if (user.amlOutcome === 'CLEARED') throw new AppError('ALREADY_PASSED_AML');
  if (!user.identityValidatedAt || !user.documentType || !user.numberDocument)
    throw new AppError('IDENTITY_NOT_VALIDATED');
  const now = ctx.clock.now();
  const screening = await screenPeople(ctx, ctx.db, user, spouse);
  const { txid, outcome } = await ctx.db.transaction((tx) =>
    recordScreening(tx as unknown as Db, user.id, screening, now),
  );
  await userChanged(ctx, user.id, txid);
  return { outcome, screened_at: now.toISOString() };
}

/**
 * Screens a newly declared third-party final beneficiary (a change from the profile) and keeps
 * the result. A match blocks investing, as at onboarding, until compliance reviews it; no match
 * leaves the customer's outcome as it was (it never clears an earlier block). Runs inside the
 * caller's transaction; answers whether it matched (never told to the customer) and, when it did,
 * the transaction id for `userChanged`.
 */
export async function screenNewBeneficiary(
  ctx: Pick<Ctx, 'screening'>,
  tx: Db,
  userId: number,
  person: ScreenedPerson,
  now: Date,
): Promise<{ matched: boolean; txid?: string | undefined }> {
  const provider = ctx.screening(tx);
  const match = await provider.screen(person);
  await tx.insert(amlScreenings).values({
    userId,
    subject: 'BENEFICIARY',
    provider: provider.name,
    outcome: match ? 'BLOCKED' : 'CLEARED',
    matchList: match?.list ?? null,
    matchId: match?.entryId ?? null,
    matchScore: match?.score?.toFixed(3) ?? null,
    matchReasons: match?.reasons ?? null,
    screenedAt: now,
  });
  if (!match) return { matched: false };
  await tx
    .update(clientData)
    .set({ amlOutcome: 'BLOCKED', updatedAt: now })
    .where(eq(clientData.userId, userId));
  const [row] = await tx
    .update(users)
    .set({ amlOutcome: 'BLOCKED', amlScreenedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ txid: sql<string>`txid_current()::text` });
  return { matched: true, txid: row?.txid };
}
