import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { UserStatus } from '@saf/contract';
import type { DbOrTx } from '../../db/client';
import { clientData, orderEvents, orders, users } from '../../db/schema';

// Compliance holds (docs/DOMAIN.md, Compliance): what the rescue, order and payout services ask
// before they move money, kept in one place so each asks the same question.

/** What the customer's row says, in the tracker's words. */
export const COMPLIANCE_REVIEW_DETAIL =
  'En revisión de cumplimiento: la revisamos antes de continuar y te avisaremos por correo.';

/**
 * SQL: the customer `userId` is blocked by an AML screening (on their record or their client
 * data), suspended (status -3) or blocked by an administrator. Read in the statement that acts,
 * so a block written a moment before is seen.
 */
export function customerUnderReview(userId: SQL | typeof orders.userId): SQL {
  return sql`EXISTS (SELECT 1 FROM ${users} LEFT JOIN ${clientData} ON ${clientData.userId} = ${users.id}
    WHERE ${users.id} = ${userId} AND (${users.amlOutcome} = 'BLOCKED' OR ${clientData.amlOutcome} = 'BLOCKED'
      OR ${users.status} = ${UserStatus.SUSPENDED} OR ${users.blockedAt} IS NOT NULL))`;
}

/** Whether the customer's rescues are held for compliance review now. */
export async function rescuesHeldFor(tx: DbOrTx, userId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ held: boolean }>(
    sql`SELECT ${customerUnderReview(sql`${userId}`)} AS held`,
  );
  return rows[0]?.held === true;
}

/**
 * Holds, in the caller's transaction, the rescues matching `where` never reviewed yet whose
 * customer is blocked or suspended now (one placed before the block, priced or not), with a
 * tracker event each. Answers the ids held.
 */
export async function holdBlockedRescues(tx: DbOrTx, where: SQL, now: Date): Promise<number[]> {
  const held = await tx
    .update(orders)
    .set({ complianceReview: 'HELD', updatedAt: now })
    .where(
      and(
        where,
        sql`${orders.kind} = 'RESCUE'`,
        isNull(orders.complianceReview),
        customerUnderReview(orders.userId),
      ),
    )
    .returning({ id: orders.id });
  if (held.length)
    await tx.insert(orderEvents).values(
      held.map((h) => ({
        orderId: h.id,
        kind: 'COMPLIANCE_REVIEW',
        at: now,
        detail: COMPLIANCE_REVIEW_DETAIL,
      })),
    );
  return held.map((h) => h.id);
}

/** SQL: the order is not held for compliance review (never held, or released). */
export const notHeld = sql`${orders.complianceReview} IS DISTINCT FROM 'HELD'`;
