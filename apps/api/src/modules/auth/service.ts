import { timingSafeEqual, createHash } from 'node:crypto';
import { PUBLIC_LOGIN_CAPTCHA_ACTION, UserStatus, type LoginResponse } from '@saf/contract';
import { AppError, fail } from '../../lib/errors';
import { eq } from 'drizzle-orm';
import {
  currentHashOptions,
  hashPassword,
  passwordNeedsRehash,
  verifyDummy,
  verifyPassword,
} from '../../lib/passwords';
import type { Ctx } from '../shared/context';
import { users, type User } from '../../db/schema';
import { findUserByEmail, formStepsOf, isLive, toSessionUser, updateUser } from '../shared/users';
import { applyYearlyUpdate } from '../participant/yearly';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;
export const LOCKOUT_MAX_FAILURES = 5;
export const PUBLIC_SUBJECT = 'public';

const failKey = (email: string) => `login:fail:${email}`;
const lockKey = (email: string) => `login:lock:${email}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

function sameSecret(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

async function lockedError(ctx: Ctx, email: string, ip: string): Promise<AppError | null> {
  const now = ctx.clock.now().getTime();
  const until = await ctx.rateLimit.lockedUntil(lockKey(email), now);
  if (until !== null) {
    return new AppError('100007', {}, { 'Retry-After': String(Math.ceil((until - now) / 1000)) });
  }
  const ipFailures = await ctx.rateLimit.count(ipKey(ip), now, LOCKOUT_WINDOW_MS);
  if (ipFailures >= ctx.config.LOGIN_IP_LIMIT) {
    return new AppError('100007', {}, { 'Retry-After': String(LOCKOUT_WINDOW_MS / 1000) });
  }
  return null;
}

/**
 * Counts a failed login for the account and the address; the 5th failure in 15 min locks 15 min.
 * `attempt`: the account's count already taken by {@link checkPassword} before verifying.
 */
async function recordFailure(
  ctx: Ctx,
  email: string,
  ip: string,
  attempt?: number,
): Promise<boolean> {
  const now = ctx.clock.now().getTime();
  await ctx.rateLimit.hit(ipKey(ip), now, LOCKOUT_WINDOW_MS);
  const n = attempt ?? (await ctx.rateLimit.hit(failKey(email), now, LOCKOUT_WINDOW_MS));
  if (n >= LOCKOUT_MAX_FAILURES) {
    await ctx.rateLimit.lock(lockKey(email), now + LOCKOUT_DURATION_MS, now);
    await ctx.rateLimit.clear(failKey(email));
    return true;
  }
  return false;
}

/**
 * Checks a customer's password with the lockout rules (login, and re-authentication before a
 * password or email change). Unknown, deleted and password-less accounts run a dummy hash so
 * the answer takes the same time. Throws 100007 when locked and 100008 on a wrong password.
 */
export async function checkPassword(
  ctx: Ctx,
  email: string,
  password: string,
  ip: string,
  opts: { prospectCode?: boolean } = {},
) {
  const locked = await lockedError(ctx, email, ip);
  if (locked) throw locked;
  // The attempt counts as a failure before the slow verification (a success clears the count),
  // so concurrent guesses cannot all pass the lock check: 20 at once used to verify 20.
  const attempt = await ctx.rateLimit.hit(
    failKey(email),
    ctx.clock.now().getTime(),
    LOCKOUT_WINDOW_MS,
  );
  if (attempt > LOCKOUT_MAX_FAILURES) {
    throw new AppError('100007', {}, { 'Retry-After': String(LOCKOUT_DURATION_MS / 1000) });
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!isLive(user) || !user.passwordHash) {
    await verifyDummy(password);
    if (opts.prospectCode && isLive(user)) {
      // A prospect has no password to guess: the attempt is not a failure.
      await ctx.rateLimit.clear(failKey(email));
      fail('100004');
    }
    const nowLocked = await recordFailure(ctx, email, ip, attempt);
    fail(nowLocked ? '100007' : '100008');
    throw new Error('unreachable');
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    const nowLocked = await recordFailure(ctx, email, ip, attempt);
    fail(nowLocked ? '100007' : '100008');
  }
  await ctx.rateLimit.clear(failKey(email));
  await rehashIfOutdated(ctx, user, password);
  return user;
}

/**
 * A password hashed at an older, lower argon2 cost is hashed again at the current one while it
 * is at hand (a successful check), so raising the cost reaches every customer who signs in. Only
 * if the stored hash is still the one checked (a password changed meanwhile is kept); a failure
 * is logged and never fails the login.
 */
async function rehashIfOutdated(ctx: Ctx, user: User, password: string): Promise<void> {
  const stored = user.passwordHash;
  if (!stored || !passwordNeedsRehash(stored, currentHashOptions())) return;
  try {
    const rehashed = await hashPassword(password);
    await updateUser(ctx, user.id, { passwordHash: rehashed }, eq(users.passwordHash, stored));
    ctx.log.info({ userId: user.id, event: 'password-rehashed' }, 'password rehashed');
  } catch (err) {
    ctx.log.warn({ userId: user.id, err: (err as Error).message }, 'password rehash failed');
  }
}

export async function login(
  ctx: Ctx,
  input: { email: string; password: string; captcha_response?: string | undefined },
  ip: string,
  captchaAction: string | undefined,
): Promise<LoginResponse> {
  if (input.email === ctx.config.PUBLIC_USER_EMAIL.toLowerCase()) {
    return publicLogin(ctx, input, ip, captchaAction);
  }
  const found = await checkPassword(ctx, input.email, input.password, ip, { prospectCode: true });
  if (found.status === UserStatus.SUSPENDED || found.blockedAt) fail('100002');
  if (found.status === UserStatus.DISABLED) fail('100006');
  if (!found.emailVerifiedAt) fail('100005');
  if (!found.roles.includes('customer')) fail('100001');
  // The session user answered here already carries the yearly update (has_passed_year).
  const user = await applyYearlyUpdate(ctx, found);
  const now = ctx.clock.now().getTime();
  const token = await ctx.tokens.sign('user', String(user.id), now);
  ctx.log.info({ userId: user.id, event: 'login' }, 'login succeeded');
  return { scope: 'customer', user: toSessionUser(user), form_steps: formStepsOf(user), token };
}

async function publicLogin(
  ctx: Ctx,
  input: { email: string; password: string; captcha_response?: string | undefined },
  ip: string,
  captchaAction: string | undefined,
): Promise<LoginResponse> {
  const locked = await lockedError(ctx, input.email, ip);
  if (locked) throw locked;
  if (!sameSecret(input.password, ctx.config.PUBLIC_USER_PASSWORD)) {
    await recordFailure(ctx, input.email, ip);
    fail('100003');
  }
  if (ctx.captcha.enabled) {
    const ok =
      captchaAction === PUBLIC_LOGIN_CAPTCHA_ACTION &&
      (await ctx.captcha.verify({ response: input.captcha_response, action: captchaAction, ip }));
    if (!ok) fail('CAPTCHA_FAILED');
  }
  const token = await ctx.tokens.sign('public', PUBLIC_SUBJECT, ctx.clock.now().getTime());
  return { scope: 'public', user: null, form_steps: [], token };
}

/**
 * The password typed again before a sensitive change (bank accounts, deleting the account), with
 * the login's lockout rules: a wrong one is REAUTH_FAILED on the password field.
 */
export async function reauthenticate(ctx: Ctx, user: User, password: string, ip: string) {
  try {
    await checkPassword(ctx, user.email, password, ip);
  } catch (err) {
    if (err instanceof AppError && err.code === '100008') {
      throw new AppError('REAUTH_FAILED', {
        details: [{ path: 'body.password', message: 'La contraseña no es correcta.' }],
      });
    }
    throw err;
  }
}

/** Ends every session of the user: tokens of sessions started before now stop working. */
export async function revokeSessions(ctx: Ctx, userId: number, at = ctx.clock.now()) {
  await updateUser(ctx, userId, { tokensValidAfter: at, updatedAt: at });
}
