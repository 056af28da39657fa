import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  BANKS,
  MAX_BANK_ACCOUNTS,
  checkCci,
  type BankAccount,
  type BankAccountBody,
  type BankAccountList,
  type BankCode,
} from '@saf/contract';
import { noticeMail } from '../../adapters/mail/templates';
import { bankAccounts, orders, scheduledRescues, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { reauthenticate } from '../auth/service';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../shared/context';

type Row = typeof bankAccounts.$inferSelect;
/** The body once parsed: digits only, the checks of the contract passed. */
type Body = Omit<BankAccountBody, 'is_main' | 'alias'> & { is_main: boolean; alias?: string };

/**
 * A rescue still to be paid (or whose payout the bank has) keeps the account it pays to; after
 * the bank rejects the payout the account may be changed or removed.
 */
const PAYING = and(
  eq(orders.kind, 'RESCUE'),
  inArray(orders.paymentStatus, ['PENDING', 'SENT']),
  ne(orders.processStatus, 'ANNULLED'),
);

async function inUseIds(db: DbOrTx, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: orders.bankAccountId })
    .from(orders)
    .where(and(eq(orders.userId, userId), PAYING));
  // A scheduled rescue (active or paused) pays to its account too.
  const scheduled = await db
    .selectDistinct({ id: scheduledRescues.bankAccountId })
    .from(scheduledRescues)
    .where(and(eq(scheduledRescues.userId, userId), ne(scheduledRescues.status, 'CANCELLED')));
  return new Set(
    [...rows, ...scheduled].map((r) => r.id).filter((id): id is number => id !== null),
  );
}

function view(row: Row, inUse: Set<number>): BankAccount {
  return {
    id: row.id,
    bank_code: row.bankCode as BankCode,
    bank_name: BANKS[row.bankCode as BankCode],
    currency: row.currency as BankAccount['currency'],
    account_type: row.accountType as BankAccount['account_type'],
    account_number: row.accountNumber,
    cci: row.cci,
    alias: row.alias,
    is_main: row.isMain,
    cci_unchecked: checkCci(row.cci) === 'unchecked',
    in_use: inUse.has(row.id),
    created_at: row.createdAt.toISOString(),
  };
}

async function liveRows(db: DbOrTx, userId: number): Promise<Row[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.removedAt)))
    .orderBy(desc(bankAccounts.isMain), asc(bankAccounts.id));
}

async function list(db: DbOrTx, userId: number): Promise<BankAccountList> {
  const [rows, inUse] = await Promise.all([liveRows(db, userId), inUseIds(db, userId)]);
  return { accounts: rows.map((r) => view(r, inUse)), max: MAX_BANK_ACCOUNTS };
}

export function listBankAccounts(ctx: Ctx, user: User): Promise<BankAccountList> {
  return list(ctx.db, user.id);
}

/** The customer's live account `id`, locked for the change; 404 for anyone else's. */
async function lockOwn(tx: DbOrTx, userId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId), isNull(bankAccounts.removedAt)),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** BANK_ACCOUNT_EXISTS or CCI_EXISTS when another live account of the customer has them. */
async function refuseDuplicates(tx: DbOrTx, userId: number, body: Body, exceptId?: number) {
  const same = await tx
    .select({ cci: bankAccounts.cci })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        isNull(bankAccounts.removedAt),
        exceptId === undefined ? undefined : ne(bankAccounts.id, exceptId),
        or(
          eq(bankAccounts.cci, body.cci),
          and(
            eq(bankAccounts.bankCode, body.bank_code),
            eq(bankAccounts.accountNumber, body.account_number),
          ),
        ),
      ),
    );
  if (same.length === 0) return;
  if (same.some((r) => r.cci === body.cci)) duplicate('CCI_EXISTS');
  duplicate('BANK_ACCOUNT_EXISTS');
}

function duplicate(code: 'CCI_EXISTS' | 'BANK_ACCOUNT_EXISTS'): never {
  const field = code === 'CCI_EXISTS' ? 'cci' : 'account_number';
  throw new AppError(code, {
    details: [
      {
        path: `body.${field}`,
        message:
          code === 'CCI_EXISTS'
            ? 'Este CCI ya está registrado.'
            : 'Esta cuenta bancaria ya está registrada.',
      },
    ],
  });
}

/** The unique indexes are the last word when two requests race past the check above. */
function asDuplicate(err: unknown): never {
  const pgError = (err as { cause?: { code?: string; constraint?: string } }).cause ?? err;
  const { code, constraint } = pgError as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'bank_accounts_user_cci_idx') duplicate('CCI_EXISTS');
  if (code === '23505' && constraint === 'bank_accounts_user_number_idx')
    duplicate('BANK_ACCOUNT_EXISTS');
  throw err;
}

async function unsetMain(tx: DbOrTx, userId: number, exceptId: number) {
  await tx
    .update(bankAccounts)
    .set({ isMain: false })
    .where(
      and(
        eq(bankAccounts.userId, userId),
        eq(bankAccounts.isMain, true),
        ne(bankAccounts.id, exceptId),
      ),
    );
}

async function mailChange(ctx: Ctx, user: User, what: 'added' | 'changed' | 'removed', row: Row) {
  const name = `${BANKS[row.bankCode as BankCode]} •••• ${row.accountNumber.slice(-4)}`;
  const verb = { added: 'agregó', changed: 'modificó', removed: 'eliminó' }[what];
  try {
    await ctx.mailer.send(
      noticeMail(
        `bank-account-${what}`,
        user.email,
        `Se ${verb} una cuenta bancaria de tu perfil`,
        `Se ${verb} la cuenta ${name}`,
        [
          'Hola:',
          `Se ${verb} la cuenta ${name} en tu perfil del portal. Los rescates solo se pagan a cuentas a tu nombre.`,
          'Si no fuiste tú, cambia tu contraseña de inmediato y escríbenos por el chat de ayuda.',
        ],
      ),
    );
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'bank account mail not sent');
  }
}

export async function createBankAccount(
  ctx: Ctx,
  user: User,
  body: Body,
  ip: string,
): Promise<BankAccount> {
  await reauthenticate(ctx, user, body.password, ip);
  const now = ctx.clock.now();
  const row = await ctx.db
    .transaction(async (tx) => {
      // The customer's row lock serialises their account changes (the limit of five).
      await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
      const live = await liveRows(tx, user.id);
      if (live.length >= MAX_BANK_ACCOUNTS) throw new AppError('BANK_ACCOUNT_LIMIT');
      await refuseDuplicates(tx, user.id, body);
      const isMain = body.is_main || live.length === 0;
      const [inserted] = await tx
        .insert(bankAccounts)
        .values({
          userId: user.id,
          bankCode: body.bank_code,
          currency: body.currency,
          accountType: body.account_type,
          accountNumber: body.account_number,
          cci: body.cci,
          alias: body.alias || null,
          isMain,
          holderDeclaredAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('bank account not inserted');
      if (isMain) await unsetMain(tx, user.id, inserted.id);
      return inserted;
    })
    .catch(asDuplicate);
  ctx.log.info(
    { userId: user.id, bankAccountId: row.id, action: 'bank_account_created' },
    'bank account added',
  );
  await mailChange(ctx, user, 'added', row);
  return view(row, new Set());
}

export async function updateBankAccount(
  ctx: Ctx,
  user: User,
  id: number,
  body: Body,
  ip: string,
): Promise<BankAccount> {
  await reauthenticate(ctx, user, body.password, ip);
  const now = ctx.clock.now();
  const { row, inUse } = await ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
      const current = await lockOwn(tx, user.id, id);
      const inUse = await inUseIds(tx, user.id);
      const moneyChanges =
        current.bankCode !== body.bank_code ||
        current.currency !== body.currency ||
        current.accountNumber !== body.account_number ||
        current.cci !== body.cci;
      if (moneyChanges && inUse.has(id)) throw new AppError('BANK_ACCOUNT_IN_USE');
      await refuseDuplicates(tx, user.id, body, id);
      // The only account stays the main one.
      const others = (await liveRows(tx, user.id)).filter((r) => r.id !== id);
      const isMain = body.is_main || others.length === 0;
      const [updated] = await tx
        .update(bankAccounts)
        .set({
          bankCode: body.bank_code,
          currency: body.currency,
          accountType: body.account_type,
          accountNumber: body.account_number,
          cci: body.cci,
          alias: body.alias || null,
          isMain,
          holderDeclaredAt: now,
          updatedAt: now,
        })
        .where(eq(bankAccounts.id, id))
        .returning();
      if (!updated) throw new Error('bank account not updated');
      if (isMain) await unsetMain(tx, user.id, id);
      else if (current.isMain) await promoteOldest(tx, user.id, id);
      return { row: updated, inUse };
    })
    .catch(asDuplicate);
  ctx.log.info(
    { userId: user.id, bankAccountId: id, action: 'bank_account_updated' },
    'bank account changed',
  );
  await mailChange(ctx, user, 'changed', row);
  return view(row, inUse);
}

/** After the main account stops being main (or goes), the oldest other one becomes main. */
async function promoteOldest(tx: DbOrTx, userId: number, exceptId: number) {
  const [oldest] = (await liveRows(tx, userId))
    .filter((r) => r.id !== exceptId)
    .sort((a, b) => a.id - b.id);
  if (oldest)
    await tx.update(bankAccounts).set({ isMain: true }).where(eq(bankAccounts.id, oldest.id));
}

export async function setMainBankAccount(
  ctx: Ctx,
  user: User,
  id: number,
): Promise<BankAccountList> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    await lockOwn(tx, user.id, id);
    await tx
      .update(bankAccounts)
      .set({ isMain: true, updatedAt: ctx.clock.now() })
      .where(eq(bankAccounts.id, id));
    await unsetMain(tx, user.id, id);
    return list(tx, user.id);
  });
}

export async function deleteBankAccount(
  ctx: Ctx,
  user: User,
  id: number,
): Promise<BankAccountList> {
  const { removed, answer } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const row = await lockOwn(tx, user.id, id);
    if ((await inUseIds(tx, user.id)).has(id)) throw new AppError('BANK_ACCOUNT_IN_USE');
    await tx
      .update(bankAccounts)
      .set({ removedAt: ctx.clock.now(), isMain: false })
      .where(eq(bankAccounts.id, id));
    if (row.isMain) await promoteOldest(tx, user.id, id);
    return { removed: row, answer: await list(tx, user.id) };
  });
  ctx.log.info(
    { userId: user.id, bankAccountId: id, action: 'bank_account_removed' },
    'bank account removed',
  );
  await mailChange(ctx, user, 'removed', removed);
  return answer;
}

/** The customer's live accounts in a currency (the rescue's Cuenta step), the main one first. */
export async function accountsIn(db: DbOrTx, userId: number, currency: string): Promise<Row[]> {
  return (await liveRows(db, userId)).filter((r) => r.currency === currency);
}
