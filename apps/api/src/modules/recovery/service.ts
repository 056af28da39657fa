import { RECOVERY_CAPTCHA_ACTION, type CodeSentResponse } from '@saf/contract';
import type { User } from '../../db/schema';
import { recoveryCodeMail } from '../../adapters/mail/index';
import { fail } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { checkCode, codeIpLimit, issueCode, type CodeCheck } from '../shared/codes';
import { findUserByEmail, isLive } from '../shared/users';
import { codeSent } from '../registration/service';
import { reserveSend, throttleSend } from '../shared/send-limits';
import { checkNewPassword, hashOrFail, setPassword } from '../passwords/service';

const PURPOSE = 'PASSWORD_RECOVERY';

/**
 * Sends a recovery code to an account that has a password (a prospect creates one instead).
 * The send caps and the captcha (when on) come before the account is looked up, so "not found"
 * (100021) is throttled like a send.
 */
export async function sendRecoveryCode(
  ctx: Ctx,
  input: { email: string; captcha_response?: string | undefined },
  ip: string,
): Promise<CodeSentResponse> {
  const { email } = input;
  await throttleSend(ctx, { channel: 'email', ip, destination: email });
  if (
    ctx.captcha.enabled &&
    !(await ctx.captcha.verify({
      response: input.captcha_response,
      action: RECOVERY_CAPTCHA_ACTION,
      ip,
    }))
  )
    fail('CAPTCHA_FAILED');
  return mailRecoveryCode(ctx, email);
}

/** Mails a recovery code (also sent after a "not me" report, where the customer is signed in). */
export async function mailRecoveryCode(ctx: Ctx, email: string): Promise<CodeSentResponse> {
  const user = await findUserByEmail(ctx.db, email);
  if (!isLive(user) || !user.passwordHash) fail('100021');
  const issued = await issueCode(ctx, user!.id, PURPOSE);
  if (!issued) fail('100022');
  await reserveSend(ctx, 'email');
  await ctx.mailer.send(recoveryCodeMail(user!.email, issued!.code));
  ctx.log.info({ userId: user!.id, event: 'recovery-sent' }, 'recovery code sent');
  return codeSent(user!.email, issued!);
}

function failFor(result: Exclude<CodeCheck, 'ok'>): never {
  switch (result) {
    case 'none':
      return fail('BAD_REQUEST');
    case 'used':
      return fail('100032');
    case 'expired':
      return fail('100033');
    default:
      return fail('100031');
  }
}

async function recoveryUser(ctx: Ctx, email: string, ip: string): Promise<User> {
  if (!(await codeIpLimit(ctx, ip, 'recovery'))) fail('RATE_LIMITED');
  const user = await findUserByEmail(ctx.db, email);
  // Only once the account is identified do invalid / used / expired differ.
  if (!isLive(user) || !user.passwordHash) fail('BAD_REQUEST');
  return user as User;
}

/** Checks a recovery code without using it up. */
export async function validateRecoveryCode(
  ctx: Ctx,
  email: string,
  code: string,
  ip: string,
): Promise<void> {
  const user = await recoveryUser(ctx, email, ip);
  const result = await checkCode(ctx, user.id, PURPOSE, code, false);
  if (result !== 'ok') failFor(result);
}

/** Resets the password with the recovery code, used up once even under concurrent calls. */
export async function resetPassword(
  ctx: Ctx,
  input: { email: string; code: string; password: string; password_confirmation: string },
  ip: string,
): Promise<number> {
  const user = await recoveryUser(ctx, input.email, ip);
  checkNewPassword(input.password, input.password_confirmation);
  const result = await checkCode(ctx, user.id, PURPOSE, input.code, true);
  if (result !== 'ok') failFor(result);
  const hash = await hashOrFail(input.password);
  await setPassword(ctx, user, hash);
  // A successful reset lifts the login lockout of the account.
  await ctx.rateLimit.clear(`login:lock:${user.email}`);
  ctx.log.info({ userId: user.id, event: 'password-reset' }, 'password reset');
  return user.id;
}
