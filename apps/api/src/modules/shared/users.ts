import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  buildFormSteps,
  UserStatus,
  type FormStep,
  type FormStepKeyName,
  type SessionUser,
} from '@saf/contract';
import { users, type NewUser, type User } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Ctx } from './context';

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [row] = await userByIdQuery(db).execute({ id });
  return row;
}

/**
 * The user read of every authenticated call, as a named prepared statement: built once per
 * database, and parsed and planned once per PostgreSQL connection.
 */
const userByIdQueries = new WeakMap<Db, ReturnType<typeof prepareUserById>>();
function prepareUserById(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id');
}
function userByIdQuery(db: Db) {
  let query = userByIdQueries.get(db);
  if (!query) {
    query = prepareUserById(db);
    userByIdQueries.set(db, query);
  }
  return query;
}

/** How long a write waits for every instance to acknowledge it (normally a few ms). */
const ACK_WAIT_MS = 1000;

/**
 * The one way to change a users row. The row is dropped from this instance's session cache at
 * once and, on PostgreSQL, the write returns only when every listening instance has dropped it
 * too (they acknowledge the trigger's `users_changed` notification), so a logout or password
 * change is in force on every instance when its answer leaves. Not for use inside a
 * transaction: the notification leaves at commit.
 */
export async function updateUser(
  ctx: Pick<Ctx, 'db' | 'userCache' | 'log'>,
  id: number,
  values: Partial<Omit<NewUser, 'id'>>,
  /** Only while the row still meets it (nothing is written otherwise). */
  onlyIf?: SQL,
): Promise<void> {
  let txid: string | undefined;
  try {
    const [row] = await ctx.db
      .update(users)
      .set(values)
      .where(onlyIf ? and(eq(users.id, id), onlyIf) : eq(users.id, id))
      .returning({ txid: sql<string>`txid_current()::text` });
    txid = row?.txid;
  } finally {
    ctx.userCache.invalidate(id);
  }
  await userChanged(ctx, id, txid);
}

/**
 * After a transaction that changed a users row (txid from `txid_current()`): the cached copies
 * are dropped and, for a bounded time, every instance is waited for to have heard of it.
 */
export async function userChanged(
  ctx: Pick<Ctx, 'userCache' | 'log'>,
  id: number,
  txid: string | undefined,
): Promise<void> {
  ctx.userCache.invalidate(id);
  if (txid !== undefined && !(await ctx.userCache.allAcknowledged(txid, ACK_WAIT_MS))) {
    ctx.log.warn({ userId: id }, 'users change not acknowledged by every instance in time');
  }
}

/** A user that exists for every purpose of this API (a deleted account is treated as unknown). */
export function isLive(user: User | undefined): user is User {
  return !!user && user.status !== UserStatus.DELETED;
}

/** The session user with exactly the spec's fields. */
export function toSessionUser(u: User): SessionUser {
  return {
    id: u.id,
    name: u.name ?? '',
    lastname: u.lastname ?? '',
    email: u.email,
    username: u.username ?? u.email,
    email_verified: u.emailVerifiedAt !== null,
    phone_number: u.phoneNumber,
    status: u.status as SessionUser['status'],
    number_document: u.numberDocument,
    document_type: (u.documentType as SessionUser['document_type']) ?? null,
    risk_profile_id: u.riskProfileId,
    has_passed_year: u.hasPassedYear,
    exist_spectrum: u.existSpectrum,
    serie: (u.serie as SessionUser['serie']) ?? null,
  };
}

/** The onboarding steps, in the contract's order, each true once completed. */
export function formStepsOf(u: User): FormStep[] {
  const done: FormStepKeyName[] = [];
  if (u.emailVerifiedAt) done.push('EMAIL_VERIFIED');
  if (u.identityValidatedAt) done.push('IDENTITY_VALIDATED');
  if (u.passwordHash) done.push('PASSWORD_CREATED');
  if (u.riskQuestionnaireAt) done.push('RISK_QUESTIONNAIRE');
  if (u.clientDataAt) done.push('CLIENT_DATA');
  if (u.firstInvestmentAt) done.push('FIRST_INVESTMENT');
  return buildFormSteps(done);
}

/** Whether a database error is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
