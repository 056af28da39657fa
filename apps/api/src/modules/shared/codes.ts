import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { codes, users } from '../../db/schema';
import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_PER_HOUR,
  CODE_RESEND_WAIT_MS,
  CODE_TTL_MS,
  generateCode,
  hashCode,
  sameHash,
} from '../../lib/codes';
import type { Ctx } from './context';

export type CodeCheck = 'ok' | 'none' | 'invalid' | 'used' | 'expired';

export interface IssuedCode {
  code: string;
  retryAfterSeconds: number;
  expiresInMinutes: number;
}

/**
 * Issues a new code for a user and purpose, or null when the send limit says no (a resend
 * waits 60 s; at most 5 per hour). Older unused codes of that purpose stop working.
 */
export async function issueCode(
  ctx: Ctx,
  userId: number,
  purpose: string,
): Promise<IssuedCode | null> {
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const code = generateCode();
  // The limit check and the insert run in one transaction that locks the user's row, so
  // concurrent requests cannot all pass the check (20 at once used to send 20 codes).
  const issued = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select({ createdAt: codes.createdAt })
      .from(codes)
      .where(
        and(eq(codes.userId, userId), eq(codes.purpose, purpose), gt(codes.createdAt, hourAgo)),
      )
      .orderBy(desc(codes.createdAt));
    if (recent.length >= CODE_MAX_PER_HOUR) return false;
    const last = recent[0];
    if (last && now.getTime() - last.createdAt.getTime() < CODE_RESEND_WAIT_MS) return false;
    await tx
      .update(codes)
      .set({ supersededAt: now })
      .where(
        and(
          eq(codes.userId, userId),
          eq(codes.purpose, purpose),
          isNull(codes.usedAt),
          isNull(codes.supersededAt),
        ),
      );
    await tx.insert(codes).values({
      userId,
      purpose,
      codeHash: hashCode(ctx.config.CODE_SECRET, userId, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return true;
  });
  if (!issued) return null;
  return {
    code,
    retryAfterSeconds: CODE_RESEND_WAIT_MS / 1000,
    expiresInMinutes: CODE_TTL_MS / 60_000,
  };
}

/**
 * Checks a code against the user's latest code of that purpose. The try is counted first, by
 * one conditional UPDATE (`attempts = attempts + 1 ... WHERE attempts < 5 RETURNING`), and only
 * a counted try is compared: 50 wrong guesses at once compare at most 5, then the code is dead.
 * A match gives its try back, so checking the right code and then using it spends nothing.
 * With `consume`, a match is used up by a single conditional UPDATE (`... WHERE used_at IS NULL
 * RETURNING`), so concurrent submissions of one code succeed once.
 */
export async function checkCode(
  ctx: Ctx,
  userId: number,
  purpose: string,
  code: string,
  consume: boolean,
): Promise<CodeCheck> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(codes)
    .where(and(eq(codes.userId, userId), eq(codes.purpose, purpose), isNull(codes.supersededAt)))
    .orderBy(desc(codes.createdAt), desc(codes.id))
    .limit(1);
  if (!row) return 'none';
  // A code sent under an earlier secret still matches while that secret is accepted.
  const matches = () =>
    [ctx.config.CODE_SECRET, ...ctx.config.CODE_ACCEPTED_SECRETS].some((secret) =>
      sameHash(row.codeHash, hashCode(secret, userId, purpose, code)),
    );
  if (!row.usedAt) {
    const counted = await ctx.db
      .update(codes)
      .set({ attempts: sql`${codes.attempts} + 1` })
      .where(and(eq(codes.id, row.id), isNull(codes.usedAt), lt(codes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ id: codes.id });
    if (counted.length === 0) {
      // Out of tries (not compared), or used meanwhile (then a match is told apart as used).
      const [fresh] = await ctx.db
        .select({ usedAt: codes.usedAt })
        .from(codes)
        .where(eq(codes.id, row.id));
      return fresh?.usedAt && matches() ? 'used' : 'invalid';
    }
  }
  if (!matches()) return 'invalid';
  if (row.usedAt) return 'used';
  await ctx.db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} - 1` })
    .where(eq(codes.id, row.id));
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!consume) return 'ok';
  const used = await ctx.db
    .update(codes)
    .set({ usedAt: now })
    .where(and(eq(codes.id, row.id), isNull(codes.usedAt)))
    .returning({ id: codes.id });
  return used.length === 1 ? 'ok' : 'used';
}

/** Per-IP limit of code checks (docs/SECURITY.md: the login limits also guard code endpoints). */
export async function codeIpLimit(ctx: Ctx, ip: string, bucket: string): Promise<boolean> {
  const n = await ctx.rateLimit.hit(
    `code:ip:${bucket}:${ip}`,
    ctx.clock.now().getTime(),
    15 * 60_000,
  );
  return n <= ctx.config.CODE_IP_LIMIT;
}
