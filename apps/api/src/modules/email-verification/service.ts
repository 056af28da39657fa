import { eq } from 'drizzle-orm';
import type { CodeSentResponse, PUBLIC_CODE_PURPOSES, VerifyEmailResponse } from '@saf/contract';
import { users } from '../../db/schema';
import { verificationCodeMail } from '../../adapters/mail/index';
import { fail } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { checkCode, codeIpLimit, issueCode } from '../shared/codes';
import { reserveSend, throttleSend } from '../shared/send-limits';
import {
  findUserByEmail,
  findUserById,
  formStepsOf,
  isLive,
  isUniqueViolation,
  toSessionUser,
  updateUser,
} from '../shared/users';
import { codeSent } from '../registration/service';
import { checkPassword } from '../auth/service';
import { noticeMail } from '../../adapters/mail/templates';
import { recordSecurityEvent } from '../shared/security-log';
import type { User } from '../../db/schema';
import type { RegisteredParticipant } from '../../adapters/core-system';

/** (Re)sends the code that verifies the account's email. */
export async function sendEmailValidation(
  ctx: Ctx,
  email: string,
  ip: string,
): Promise<CodeSentResponse> {
  await throttleSend(ctx, { channel: 'email', ip, destination: email });
  const user = await findUserByEmail(ctx.db, email);
  if (!isLive(user)) fail('100061');
  if (user!.emailVerifiedAt) fail('100102');
  const issued = await issueCode(ctx, user!.id, 'EMAIL_VERIFICATION');
  if (!issued) fail('100062');
  await reserveSend(ctx, 'email');
  await ctx.mailer.send(verificationCodeMail(user!.email, issued!.code));
  return codeSent(user!.email, issued!);
}

/**
 * Verifies an address with its code. Registration: marks the email verified and opens the
 * prospect's session. Email change: the pending address becomes the account's email and every
 * session of the account ends, as after a password change, but the one that asked: when the call
 * carries that session's token, `session.renew` receives a new one starting now.
 */
export async function verifyEmail(
  ctx: Ctx,
  email: string,
  code: string,
  ip: string,
  session?: { bearer: string | undefined; renew(token: string): void },
): Promise<VerifyEmailResponse> {
  if (!(await codeIpLimit(ctx, ip, 'verify-email'))) fail('RATE_LIMITED');
  const now = ctx.clock.now();
  let user = await findUserByEmail(ctx.db, email);
  let change = false;
  if (!isLive(user)) {
    const [pending] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.pendingEmail, email))
      .limit(1);
    if (!isLive(pending)) fail('SECURITY_CODE_NO_MATCH');
    user = pending;
    change = true;
  }
  const u = user as User;
  if (!change && u.emailVerifiedAt) fail('100092');
  // Checked again before the code is spent: the register may have changed since the code left.
  const registered = change ? await checkRegister(ctx, u, email) : null;
  const result = await checkCode(
    ctx,
    u.id,
    change ? 'EMAIL_CHANGE' : 'EMAIL_VERIFICATION',
    code,
    true,
  );
  if (result !== 'ok') fail('SECURITY_CODE_NO_MATCH');
  try {
    await updateUser(
      ctx,
      u.id,
      change
        ? {
            email,
            username: email,
            pendingEmail: null,
            emailVerifiedAt: now,
            // Whoever held another session no longer reads the account's address.
            tokensValidAfter: now,
            updatedAt: now,
          }
        : { emailVerifiedAt: now, updatedAt: now },
    );
  } catch (err) {
    if (isUniqueViolation(err)) fail('EMAIL_ALREADY_REGISTERED');
    throw err;
  }
  if (registered)
    await ctx.participants.updateEmail(registered.documentType, registered.numberDocument, email);
  if (change) {
    if (session && isSessionOf(ctx, u, session.bearer))
      session.renew(await ctx.tokens.sign('user', String(u.id), now.getTime()));
    await emailChanged(ctx, u, email, ip);
  }
  // A code alone opens a session only for registration's first verification: an account with a
  // password is protected by it (the device changing its email keeps its own session).
  if (change || u.passwordHash) return { message: 'Email verified', email_verified: true };
  const fresh = (await findUserById(ctx.db, u.id))!;
  const token = await ctx.tokens.sign('user', String(fresh.id), now.getTime());
  return {
    message: 'Email verified',
    email_verified: true,
    user: toSessionUser(fresh),
    form_steps: formStepsOf(fresh),
    token,
  };
}

/**
 * Whether a bearer token is a live session of this user (as the users row was before the change):
 * the device that changed the email, which keeps its session.
 */
function isSessionOf(ctx: Ctx, user: User, bearer: string | undefined): boolean {
  const token = bearer && /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/.exec(bearer.trim())?.[1];
  const claims = token ? ctx.tokens.verifyNow(token) : null;
  if (!claims || claims.kind !== 'user' || claims.sub !== String(user.id)) return false;
  if (claims.authTime < user.tokensValidAfter.getTime()) return false;
  return ctx.clock.now().getTime() - claims.authTime <= ctx.config.SESSION_MAX_SECONDS * 1000;
}

/**
 * The register of participants is where the fund manager sends a participant's legal notices,
 * so the portal changes an address only in step with it: the new address may not be another
 * participant's (100091), and a participant's current address must be the register's (none on
 * file is 100093, another one 100094; the back office corrects those through the help chat).
 * Answers the customer's own entry, to update once the code is checked.
 */
async function checkRegister(
  ctx: Ctx,
  user: User,
  email: string,
): Promise<RegisteredParticipant | null> {
  const directory = ctx.participants;
  const own =
    user.documentType && user.numberDocument
      ? await directory.find(user.documentType, user.numberDocument)
      : null;
  const holder = await directory.findByEmail(email);
  if (
    holder &&
    !(holder.documentType === own?.documentType && holder.numberDocument === own?.numberDocument)
  )
    fail('100091');
  if (!own) return null;
  if (!own.email) fail('100093');
  if (own.email !== user.email.toLowerCase()) fail('100094');
  return own;
}

/**
 * After an email change: the old address is told, with what to do if it was not the customer
 * (the new one cannot be trusted for that), and the change enters the security log.
 */
async function emailChanged(ctx: Ctx, user: User, email: string, ip: string) {
  await recordSecurityEvent(ctx, user.id, 'EMAIL_CHANGED', { ip }, maskEmail(email));
  try {
    await ctx.mailer.send(
      noticeMail('email-changed', user.email, 'Cambiaste tu correo', 'Tu correo cambió', [
        'Hola:',
        `El correo de tu cuenta del portal ahora es ${maskEmail(email)}. Desde hoy te escribiremos a esa dirección.`,
        'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda o llámanos: cerraremos tus sesiones y recuperaremos tu cuenta contigo.',
      ]),
    );
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'email-changed notice not sent');
  }
}

/** "a****z@correo.pe": enough to recognise an address, not to read it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}****${local.length > 1 ? local.slice(-1) : ''}@${domain}`;
}

/** Checks a code without using it up; wrong tries count towards the code's limit. */
export async function validateSecurityCode(
  ctx: Ctx,
  email: string,
  code: string,
  purpose: (typeof PUBLIC_CODE_PURPOSES)[number],
  ip: string,
): Promise<void> {
  if (!(await codeIpLimit(ctx, ip, 'security-code'))) fail('RATE_LIMITED');
  const user = await findUserByEmail(ctx.db, email);
  if (!isLive(user)) fail('SECURITY_CODE_NO_MATCH');
  const result = await checkCode(ctx, user!.id, purpose, code, false);
  if (result !== 'ok') fail('SECURITY_CODE_NO_MATCH');
}

/** Starts an email change: re-checks the password, then sends a code to the new address. */
export async function updateEmail(
  ctx: Ctx,
  user: User,
  input: { email: string; password: string },
  ip: string,
): Promise<CodeSentResponse> {
  await checkPassword(ctx, user.email, input.password, ip);
  if (input.email === user.email) fail('EMAIL_SAME_AS_CURRENT');
  const other = await findUserByEmail(ctx.db, input.email);
  if (other) fail('EMAIL_ALREADY_REGISTERED');
  await checkRegister(ctx, user, input.email);
  await throttleSend(ctx, { channel: 'email', ip, destination: input.email });
  const issued = await issueCode(ctx, user.id, 'EMAIL_CHANGE');
  if (!issued) fail('100103');
  await reserveSend(ctx, 'email');
  await updateUser(ctx, user.id, { pendingEmail: input.email, updatedAt: ctx.clock.now() });
  await ctx.mailer.send(verificationCodeMail(input.email, issued!.code));
  return codeSent(input.email, issued!);
}
