import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  BIOMETRIC_ATTEMPTS_PER_DAY,
  CheckState,
  SELFIE_MAX_BYTES,
  type BiometricComparison,
  type BiometricPurposeName,
  type BiometricStatus,
} from '@saf/contract';
import { BiometricsUnavailableError, imageKind } from '../../adapters/biometrics';
import type { Db } from '../../db/client';
import { biometricChecks, documentPhotos, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { addDays } from '../../lib/dates';
import { limaDate, limaInstant } from '../../lib/lima';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../shared/context';

/** A passed facial check counts for the order or rescue asked within this time after it. */
export const FACIAL_CHECK_VALID_MS = 30 * 60_000;

/** The passed checks of a customer for a purpose that are still unspent and recent. */
const usableChecks = (userId: number, purpose: 'SUBSCRIPTION' | 'RESCUE', now: Date) =>
  and(
    eq(biometricChecks.userId, userId),
    eq(biometricChecks.purpose, purpose),
    eq(biometricChecks.result, 'POSITIVE'),
    isNull(biometricChecks.usedAt),
    gt(biometricChecks.comparedAt, new Date(now.getTime() - FACIAL_CHECK_VALID_MS)),
  );

/**
 * Whether the customer passed a facial check for `purpose` within the last 30 minutes that no
 * order has spent yet: what placing a subscription (SUBSCRIPTION) or a rescue or its schedule
 * (RESCUE) needs.
 */
export async function facialCheckPassed(
  db: DbOrTx,
  userId: number,
  purpose: 'SUBSCRIPTION' | 'RESCUE',
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: biometricChecks.id })
    .from(biometricChecks)
    .where(usableChecks(userId, purpose, now))
    .limit(1);
  return Boolean(row);
}

/**
 * Spends a passed check on the order it was made for, inside the order's transaction (one
 * conditional update: a check is spent once, and a rolled-back order leaves it unspent). The
 * oldest usable check goes first. Answers false when none is left.
 */
export async function spendFacialCheck(
  tx: DbOrTx,
  userId: number,
  purpose: 'SUBSCRIPTION' | 'RESCUE',
  now: Date,
  /** The order that spends it; null for a scheduled rescue's set-up (its occurrences need none). */
  orderId: number | null,
): Promise<boolean> {
  const candidate = tx
    .select({ id: biometricChecks.id })
    .from(biometricChecks)
    .where(usableChecks(userId, purpose, now))
    .orderBy(asc(biometricChecks.comparedAt), asc(biometricChecks.id))
    .limit(1);
  const spent = await tx
    .update(biometricChecks)
    .set({ usedAt: now, usedByOrderId: orderId })
    .where(and(inArray(biometricChecks.id, candidate), isNull(biometricChecks.usedAt)))
    .returning({ id: biometricChecks.id });
  return spent.length === 1;
}

/** A capture session must receive its selfie within this time. */
export const SESSION_TTL_MS = 10 * 60_000;

type Row = typeof biometricChecks.$inferSelect;

/**
 * Where a customer stands today for a purpose. An attempt is a compared selfie, or a session
 * still open (so opening many sessions at once cannot exceed the day's attempts).
 */
async function statusOf(
  db: Db,
  user: User,
  purpose: BiometricPurposeName,
  now: Date,
): Promise<{ status: BiometricStatus; compared: Row[] }> {
  const day = limaDate(now);
  const rows = await db
    .select()
    .from(biometricChecks)
    .where(
      and(
        eq(biometricChecks.userId, user.id),
        eq(biometricChecks.purpose, purpose),
        eq(biometricChecks.day, day),
      ),
    )
    .orderBy(asc(biometricChecks.id));
  const compared = rows.filter((r) => r.comparedAt !== null);
  const open = rows.filter((r) => r.comparedAt === null && r.expiresAt > now);
  const attemptsToday = compared.length + open.length;
  const attemptsLeft = Math.max(0, BIOMETRIC_ATTEMPTS_PER_DAY - attemptsToday);
  const last = compared.at(-1)?.result ?? 'NONE';
  // A passed check an order has spent no longer stands for the next one.
  const passed = last === 'POSITIVE' && !compared.at(-1)?.usedAt;
  const [ever] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(biometricChecks)
    .where(and(eq(biometricChecks.userId, user.id), eq(biometricChecks.result, 'POSITIVE')));
  const checkState = passed
    ? CheckState.SUCCESS
    : attemptsLeft === 0
      ? CheckState.LIMIT_EXCEEDED
      : compared.length
        ? CheckState.FAILURE
        : CheckState.INITIAL;
  return {
    compared,
    status: {
      purpose,
      check_state: checkState,
      last_result: last as BiometricStatus['last_result'],
      attempts_today: attemptsToday,
      attempts_left: attemptsLeft,
      retry_at:
        !passed && attemptsLeft === 0 ? limaInstant(addDays(day, 1), '00:00').toISOString() : null,
      ever_passed: (ever?.n ?? 0) > 0,
    },
  };
}

export async function biometricStatus(
  ctx: Ctx,
  user: User,
  purpose: BiometricPurposeName,
): Promise<BiometricStatus> {
  return (await statusOf(ctx.db, user, purpose, ctx.clock.now())).status;
}

function assertAttemptsLeft(status: BiometricStatus): void {
  if (status.check_state === CheckState.LIMIT_EXCEEDED && status.last_result !== 'POSITIVE')
    throw new AppError('BIOMETRIC_ATTEMPTS_EXCEEDED', {
      meta: { retry_at: status.retry_at ?? '' },
    });
}

/** Opens a capture session, if the day's attempts allow one. */
export async function openSession(ctx: Ctx, user: User, purpose: BiometricPurposeName) {
  if (!user.numberDocument || !user.documentType || !user.identityValidatedAt)
    throw new AppError('BIOMETRIC_NO_DOCUMENT');
  if (ctx.biometrics.needsDocumentPhoto && !(await documentFront(ctx.db, user.id)))
    throw new AppError('BIOMETRIC_DOCUMENT_PHOTO_MISSING');
  const now = ctx.clock.now();
  // The provider's own capture session when it has one (the browser streams into it), asked
  // outside the transaction (no lock held while the provider answers), and only while the day's
  // attempts allow one; the transaction counts again.
  let sessionId: string = randomUUID();
  if (ctx.biometrics.openSession) {
    assertAttemptsLeft((await statusOf(ctx.db, user, purpose, now)).status);
    sessionId = await provider(ctx, () => ctx.biometrics.openSession!());
  }
  return ctx.db.transaction(async (tx) => {
    // One customer's sessions for one purpose are opened one at a time: the count holds.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`biometrics:${user.id}:${purpose}`}))`,
    );
    assertAttemptsLeft((await statusOf(tx as unknown as Db, user, purpose, now)).status);
    const ttl = Math.min(SESSION_TTL_MS, ctx.biometrics.sessionTtlMs ?? SESSION_TTL_MS);
    const expiresAt = new Date(now.getTime() + ttl);
    await tx.insert(biometricChecks).values({
      sessionId,
      userId: user.id,
      purpose,
      day: limaDate(now),
      provider: ctx.biometrics.name,
      createdAt: now,
      expiresAt,
    });
    return {
      session_id: sessionId,
      expires_at: expiresAt.toISOString(),
      status: (await statusOf(tx as unknown as Db, user, purpose, now)).status,
    };
  });
}

/** The photo of the DNI's front the customer uploaded (client data, Documento), if any. */
async function documentFront(db: DbOrTx, userId: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: documentPhotos.bytes })
    .from(documentPhotos)
    .where(and(eq(documentPhotos.userId, userId), eq(documentPhotos.side, 'front')));
  return row ? new Uint8Array(row.bytes) : null;
}

/**
 * A call to the provider: when it does not answer, the customer is told to try again later
 * (BIOMETRIC_PROVIDER_UNAVAILABLE); nothing is recorded, so no attempt is spent.
 */
async function provider<T>(ctx: Ctx, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof BiometricsUnavailableError)) throw err;
    ctx.log.warn(
      { provider: ctx.biometrics.name, code: err.code },
      'biometrics provider unavailable',
    );
    throw new AppError('BIOMETRIC_PROVIDER_UNAVAILABLE');
  }
}

/** The selfie's bytes, if the text is base64 of a JPEG or PNG of at most 3 MB. */
function selfieBytes(image: string): Uint8Array {
  const text = image.replace(/^data:image\/(jpeg|png);base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new AppError('BIOMETRIC_IMAGE_INVALID');
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (bytes.length > SELFIE_MAX_BYTES || !imageKind(bytes))
    throw new AppError('BIOMETRIC_IMAGE_INVALID');
  return bytes;
}

/**
 * Compares a session's selfie with the registry photo of the customer's document. The selfie
 * lives only in this call: it is never written anywhere; the result and its time are kept.
 */
export async function compareSelfie(
  ctx: Ctx,
  user: User,
  sessionId: string,
  image: string,
): Promise<BiometricComparison> {
  const now = ctx.clock.now();
  const [session] = await ctx.db
    .select()
    .from(biometricChecks)
    .where(and(eq(biometricChecks.sessionId, sessionId), eq(biometricChecks.userId, user.id)));
  // Another customer's session is answered as unknown: its existence is not told.
  if (!session) throw new AppError('NOT_FOUND');
  if (session.comparedAt || session.expiresAt <= now)
    throw new AppError('BIOMETRIC_SESSION_CLOSED');
  const selfie = selfieBytes(image);
  const purpose = session.purpose as BiometricPurposeName;
  const before = await statusOf(ctx.db, user, purpose, now);
  const documentPhoto = ctx.biometrics.needsDocumentPhoto
    ? await documentFront(ctx.db, user.id)
    : null;
  let result;
  try {
    result = await provider(ctx, () =>
      ctx.biometrics.compare({
        documentType: user.documentType ?? '',
        documentNumber: user.numberDocument ?? '',
        selfie,
        sessionId,
        documentPhoto,
        attempt: before.compared.length + 1,
      }),
    );
  } finally {
    selfie.fill(0);
    documentPhoto?.fill(0);
  }
  // Only one answer per session, even if the same selfie is sent twice at once.
  const updated = await ctx.db
    .update(biometricChecks)
    .set({ result, comparedAt: now })
    .where(and(eq(biometricChecks.id, session.id), sql`${biometricChecks.comparedAt} IS NULL`))
    .returning({ id: biometricChecks.id });
  if (!updated.length) throw new AppError('BIOMETRIC_SESSION_CLOSED');
  const after = await statusOf(ctx.db, user, purpose, now);
  return {
    result,
    first_success: result === 'POSITIVE' && !before.status.ever_passed,
    status: after.status,
  };
}
