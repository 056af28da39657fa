import type { CodeSentResponse, SessionResponse } from '@saf/contract';
import type { User } from '../../db/schema';
import { passwordChangedMail, passwordCreationCodeMail } from '../../adapters/mail/index';
import { AppError, fail } from '../../lib/errors';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import type { Ctx } from '../shared/context';
import { checkCode, codeIpLimit, issueCode } from '../shared/codes';
import { reserveSend, throttleSend } from '../shared/send-limits';
import {
  findUserByEmail,
  findUserById,
  formStepsOf,
  isLive,
  toSessionUser,
  updateUser,
} from '../shared/users';
import { codeSent } from '../registration/service';
import { checkPassword } from '../auth/service';

/** Rules every new password follows besides its length (checked by the contract schema). */
export function checkNewPassword(password: string, confirmation: string): void {
  if (password !== confirmation) fail('100073');
  if (isCommonPassword(password)) fail('PASSWORD_TOO_COMMON');
}

export async function hashOrFail(password: string): Promise<string> {
  try {
    return await hashPassword(password);
  } catch {
    return fail('100074');
  }
}

export async function sendEmailCreationPassword(
  ctx: Ctx,
  email: string,
  ip: string,
): Promise<CodeSentResponse> {
  await throttleSend(ctx, { channel: 'email', ip, destination: email });
  const user = await findUserByEmail(ctx.db, email);
  if (!isLive(user)) fail('100061');
  if (user!.passwordHash) fail('100072');
  const issued = await issueCode(ctx, user!.id, 'PASSWORD_CREATION');
  if (!issued) fail('100062');
  await reserveSend(ctx, 'email');
  await ctx.mailer.send(passwordCreationCodeMail(user!.email, issued!.code));
  return codeSent(user!.email, issued!);
}

/** Creates the password of a prospect with the emailed code and opens the session. */
export async function createPassword(
  ctx: Ctx,
  input: { email: string; code: string; password: string; password_confirmation: string },
  ip: string,
): Promise<SessionResponse> {
  if (!(await codeIpLimit(ctx, ip, 'create-password'))) fail('RATE_LIMITED');
  const user = await findUserByEmail(ctx.db, input.email);
  if (!isLive(user)) fail('100071');
  const u = user as User;
  if (u.passwordHash) fail('100072');
  checkNewPassword(input.password, input.password_confirmation);
  const result = await checkCode(ctx, u.id, 'PASSWORD_CREATION', input.code, true);
  if (result !== 'ok') fail('SECURITY_CODE_NO_MATCH');
  const hash = await hashOrFail(input.password);
  const now = ctx.clock.now();
  // The code proves the customer reads this mailbox: the email counts as verified.
  await updateUser(ctx, u.id, {
    passwordHash: hash,
    passwordChangedAt: now,
    emailVerifiedAt: u.emailVerifiedAt ?? now,
    updatedAt: now,
  });
  const fresh = (await findUserById(ctx.db, u.id))!;
  const token = await ctx.tokens.sign('user', String(fresh.id), now.getTime());
  ctx.log.info({ userId: u.id, event: 'password-created' }, 'password created');
  return {
    message: 'Password created',
    user: toSessionUser(fresh),
    form_steps: formStepsOf(fresh),
    token,
  };
}

/**
 * Sets a new password and ends every session that started before now. Returns the instant
 * used, so the caller's own new session can start at it.
 */
export async function setPassword(ctx: Ctx, user: User, hash: string): Promise<Date> {
  const now = ctx.clock.now();
  await updateUser(ctx, user.id, {
    passwordHash: hash,
    passwordChangedAt: now,
    tokensValidAfter: now,
    updatedAt: now,
  });
  try {
    await ctx.mailer.send(passwordChangedMail(user.email, now));
  } catch (err) {
    ctx.log.warn(
      { userId: user.id, err: (err as Error).message },
      'password-changed mail not sent',
    );
  }
  return now;
}

/** Changes the password of the session's user (current password required). */
export async function updatePassword(
  ctx: Ctx,
  user: User,
  input: { current_password: string; password: string; password_confirmation: string },
  ip: string,
): Promise<string> {
  try {
    await checkPassword(ctx, user.email, input.current_password, ip);
  } catch (err) {
    // The spec's code, said of the field it is about (the customer typed no email here).
    if (err instanceof AppError && err.code === '100008')
      throw new AppError('100008', {
        details: [
          { path: 'body.current_password', message: 'Tu contraseña actual no es correcta.' },
        ],
      });
    throw err;
  }
  checkNewPassword(input.password, input.password_confirmation);
  const hash = await hashOrFail(input.password);
  const at = await setPassword(ctx, user, hash);
  ctx.log.info({ userId: user.id, event: 'password-updated' }, 'password updated');
  // The caller keeps a session: a new one starting now (older tokens are revoked).
  return ctx.tokens.sign('user', String(user.id), at.getTime());
}
