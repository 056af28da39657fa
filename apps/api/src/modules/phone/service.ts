import { and, desc, eq, ne } from 'drizzle-orm';
import { maskPhone, type PhoneCodeSentResponse, type VerifyPhoneResponse } from '@saf/contract';
import { smsOutbox, users, type User } from '../../db/schema';
import { phoneCodeSms } from '../../adapters/sms/index';
import { noticeMail } from '../../adapters/mail/templates';
import { fail } from '../../lib/errors';
import { checkPassword } from '../auth/service';
import { recordSecurityEvent } from '../shared/security-log';
import { checkCode, codeIpLimit, issueCode } from '../shared/codes';
import { reserveSend, throttleSend } from '../shared/send-limits';
import type { Ctx } from '../shared/context';
import { findUserById, formStepsOf, toSessionUser, updateUser } from '../shared/users';

/** The brand that signs a text message (the mails' signature). */
const SMS_BRAND = 'Fondos Mutuos';

async function numberTaken(ctx: Ctx, phone: string, userId: number): Promise<boolean> {
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), ne(users.id, userId), ne(users.status, -1)))
    .limit(1);
  return Boolean(other);
}

/**
 * Starts a phone change: re-checks the password, then texts a code to the new number. The
 * number waits as `pending_phone` until its code comes back.
 */
export async function updatePhone(
  ctx: Ctx,
  user: User,
  input: { phone_number: string; password: string },
  ip: string,
): Promise<PhoneCodeSentResponse> {
  await checkPassword(ctx, user.email, input.password, ip);
  const phone = input.phone_number;
  if (phone === user.phoneNumber) fail('PHONE_SAME_AS_CURRENT');
  if (await numberTaken(ctx, phone, user.id)) fail('PHONE_ALREADY_REGISTERED');
  await throttleSend(ctx, { channel: 'sms', ip, destination: phone });
  const issued = await issueCode(ctx, user.id, 'PHONE_CHANGE');
  if (!issued) fail('100103');
  await reserveSend(ctx, 'sms');
  await updateUser(ctx, user.id, { pendingPhone: phone, updatedAt: ctx.clock.now() });
  await ctx.sms.send(phoneCodeSms(phone, issued!.code, SMS_BRAND));
  return {
    message: 'Code sent',
    masked_phone: maskPhone(phone),
    retry_after_seconds: issued!.retryAfterSeconds,
    expires_in_minutes: issued!.expiresInMinutes,
  };
}

/**
 * Completes a phone change with the code texted to the new number: the number becomes the
 * account's, the change enters the security log, and the account's email is told (the new
 * number cannot be trusted to report a change it made).
 */
export async function verifyPhone(
  ctx: Ctx,
  user: User,
  code: string,
  ip: string,
): Promise<VerifyPhoneResponse> {
  if (!(await codeIpLimit(ctx, ip, 'verify-phone'))) fail('RATE_LIMITED');
  const phone = user.pendingPhone;
  if (!phone) fail('SECURITY_CODE_NO_MATCH');
  if ((await checkCode(ctx, user.id, 'PHONE_CHANGE', code, true)) !== 'ok')
    fail('SECURITY_CODE_NO_MATCH');
  // Another account may have taken the number while the code travelled.
  if (await numberTaken(ctx, phone!, user.id)) fail('PHONE_ALREADY_REGISTERED');
  const now = ctx.clock.now();
  await updateUser(ctx, user.id, { phoneNumber: phone, pendingPhone: null, updatedAt: now });
  await recordSecurityEvent(ctx, user.id, 'PHONE_CHANGED', { ip }, maskPhone(phone!));
  try {
    await ctx.mailer.send(
      noticeMail('phone-changed', user.email, 'Cambiaste tu celular', 'Tu celular cambió', [
        'Hola:',
        `El celular de tu cuenta del portal ahora es ${maskPhone(phone!)}.`,
        'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda o llámanos: cerraremos tus sesiones y recuperaremos tu cuenta contigo.',
      ]),
    );
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'phone-changed notice not sent');
  }
  const fresh = (await findUserById(ctx.db, user.id))!;
  return { message: 'Phone verified', user: toSessionUser(fresh), form_steps: formStepsOf(fresh) };
}

/** Development only: the text messages queued for a number, newest first, with their code. */
export async function devSms(ctx: Ctx, phone: string) {
  const rows = await ctx.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(50);
  return {
    messages: rows.map((r) => ({
      id: String(r.id),
      to: r.to,
      text: r.text,
      created_at: r.createdAt.toISOString(),
      code: /\b(\d{6})\b/.exec(r.text)?.[1] ?? null,
    })),
  };
}
