import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientData, orderEvents, orders, users } from '../../db/schema';
import type { Ctx } from '../shared/context';
import { customerUnderReview } from '../shared/compliance';
import { userChanged } from '../shared/users';

// Compliance's decisions (docs/DOMAIN.md, Compliance), taken by an operator through
// `npm run ops -- compliance …` and audited there: lifting an AML block, releasing or rejecting
// a held order, approving a politically exposed person's enhanced due diligence.

/** A decision that cannot be taken as asked (printed to the operator, audited as failed). */
export class ComplianceError extends Error {}

/** What waits for compliance: held orders, blocked customers, reviews of PEPs. */
export interface ComplianceQueue {
  held: { reference: string; email: string; kind: string; amount: string; currency: string }[];
  blocked: { email: string; reason: string }[];
  edd: { email: string }[];
}

export async function complianceQueue(ctx: Ctx): Promise<ComplianceQueue> {
  const held = await ctx.db
    .select({
      reference: orders.reference,
      email: users.email,
      kind: orders.kind,
      amount: orders.amount,
      currency: orders.currency,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.complianceReview, 'HELD'))
    .orderBy(asc(orders.id));
  const blocked = await ctx.db
    .select({
      email: users.email,
      reason: sql<string>`CASE WHEN ${users.amlOutcome} = 'BLOCKED' OR ${clientData.amlOutcome} = 'BLOCKED' THEN 'AML' ELSE 'suspended' END`,
    })
    .from(users)
    .leftJoin(clientData, eq(clientData.userId, users.id))
    .where(customerUnderReview(sql`${users.id}`))
    .orderBy(asc(users.id));
  const edd = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.eddStatus, 'REVIEW'))
    .orderBy(asc(users.id));
  return { held, blocked, edd };
}

async function customerId(ctx: Ctx, email: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!row) throw new ComplianceError(`no customer ${email}`);
  return row.id;
}

/**
 * Lifts an AML block (on the customer's record and their client data): the customer invests
 * again. Their held rescues stay held, each released or rejected on its own.
 */
export async function liftAmlBlock(ctx: Ctx, email: string): Promise<{ userId: number }> {
  const id = await customerId(ctx, email);
  const now = ctx.clock.now();
  const txid = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ amlOutcome: 'CLEARED', updatedAt: now })
      .where(and(eq(users.id, id), eq(users.amlOutcome, 'BLOCKED')))
      .returning({ txid: sql<string>`txid_current()::text` });
    const data = await tx
      .update(clientData)
      .set({ amlOutcome: 'CLEARED', updatedAt: now })
      .where(and(eq(clientData.userId, id), eq(clientData.amlOutcome, 'BLOCKED')))
      .returning({ userId: clientData.userId });
    if (!row && data.length === 0) throw new ComplianceError(`${email} is not blocked by AML`);
    return row?.txid;
  });
  await userChanged(ctx, id, txid);
  return { userId: id };
}

/**
 * Approves a PEP's enhanced due diligence: the customer's orders are taken as anyone's from now
 * on, and those held are released (a paid subscription settles at its trade date's valor cuota
 * on the desk's next round).
 */
export async function approveEdd(
  ctx: Ctx,
  email: string,
): Promise<{ userId: number; released: string[] }> {
  const id = await customerId(ctx, email);
  const now = ctx.clock.now();
  const { txid, released } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ eddStatus: 'APPROVED', updatedAt: now })
      .where(and(eq(users.id, id), eq(users.eddStatus, 'REVIEW')))
      .returning({ txid: sql<string>`txid_current()::text` });
    if (!row) throw new ComplianceError(`${email} is not under enhanced due diligence`);
    const freed = await tx
      .update(orders)
      .set({ complianceReview: 'RELEASED', updatedAt: now })
      .where(
        and(
          eq(orders.userId, id),
          eq(orders.kind, 'SUBSCRIPTION'),
          eq(orders.complianceReview, 'HELD'),
        ),
      )
      .returning({ id: orders.id, reference: orders.reference });
    if (freed.length)
      await tx
        .insert(orderEvents)
        .values(freed.map((o) => ({ orderId: o.id, kind: 'COMPLIANCE_RELEASED', at: now })));
    return { txid: row.txid, released: freed.map((o) => o.reference) };
  });
  await userChanged(ctx, id, txid);
  return { userId: id, released };
}

/** The held order `reference`, locked in the caller's transaction. */
async function lockHeld(tx: DbOrTx, ref: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.reference, ref)).for('update');
  if (!row) throw new ComplianceError(`no order ${ref}`);
  if (row.complianceReview !== 'HELD')
    throw new ComplianceError(`${ref} is not held for compliance review`);
  return row;
}

/**
 * Releases a held order: a rescue is priced and paid as any other from then on (even if its
 * customer is still blocked: the decision stands), a subscription settles.
 */
export async function releaseOrder(ctx: Ctx, reference: string): Promise<{ reference: string }> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockHeld(tx, reference);
    await tx
      .update(orders)
      .set({ complianceReview: 'RELEASED', updatedAt: now })
      .where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({ orderId: row.id, kind: 'COMPLIANCE_RELEASED', at: now });
  });
  return { reference };
}

/** What the customer reads on a rescue compliance rejected, unless the operator gives a reason. */
export const REJECTED_BY_COMPLIANCE =
  'No pudimos procesar tu rescate tras la revisión de cumplimiento. Tus cuotas siguen en el fondo.';

/**
 * Rejects a held rescue not priced yet: it is annulled and its cuotas stay with the customer.
 * A priced one (its cuotas already sold) can only be released; a subscription is decided with
 * the customer's review (`approve-edd`), not one by one.
 */
export async function rejectRescue(
  ctx: Ctx,
  reference: string,
  reason: string | undefined,
): Promise<{ reference: string; reason: string }> {
  const now = ctx.clock.now();
  const told = reason?.trim() || REJECTED_BY_COMPLIANCE;
  await ctx.db.transaction(async (tx) => {
    const row = await lockHeld(tx, reference);
    if (row.kind !== 'RESCUE')
      throw new ComplianceError(`${reference} is a subscription: approve the customer's review`);
    if (row.processStatus !== 'PENDING' || row.paymentStatus !== 'PENDING')
      throw new ComplianceError(`${reference} is priced already: it can only be released`);
    await tx
      .update(orders)
      .set({
        complianceReview: 'REJECTED',
        processStatus: 'ANNULLED',
        rejectReason: told,
        updatedAt: now,
      })
      .where(eq(orders.id, row.id));
    await tx
      .insert(orderEvents)
      .values({ orderId: row.id, kind: 'REFUSED', at: now, detail: told });
  });
  return { reference, reason: told };
}
