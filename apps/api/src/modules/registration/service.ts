import { eq, and, ne } from 'drizzle-orm';
import {
  ageOn,
  configToSessionDocumentType,
  LEGAL_AGE,
  maskEmail,
  type CodeSentResponse,
  type ConfigDocumentTypeCode,
} from '@saf/contract';
import { consents, users, type User } from '../../db/schema';
import { verificationCodeMail } from '../../adapters/mail/index';
import { fail } from '../../lib/errors';
import type { Ctx } from '../shared/context';
import { issueCode } from '../shared/codes';
import { reserveSend, throttleSend } from '../shared/send-limits';
import { findUserByEmail, findUserById, isUniqueViolation, updateUser } from '../shared/users';

export function codeSent(
  email: string,
  issued: { retryAfterSeconds: number; expiresInMinutes: number },
  message = 'Code sent',
): CodeSentResponse {
  return {
    message,
    masked_email: maskEmail(email),
    retry_after_seconds: issued.retryAfterSeconds,
    expires_in_minutes: issued.expiresInMinutes,
  };
}

export interface RegisterInput {
  email: string;
  phone_number?: string | undefined;
  terms_version: string;
  privacy_policy_version: string;
  marketing_consent: boolean;
  group_sharing_consent: boolean;
}

/** Creates a prospect (email only), records the consents and emails the verification code. */
export async function registerEmail(
  ctx: Ctx,
  input: RegisterInput,
  ip: string,
): Promise<CodeSentResponse> {
  // Before the lookups: "already registered" answers are throttled per IP and per target too.
  await throttleSend(ctx, { channel: 'email', ip, destination: input.email });
  if (input.phone_number)
    await throttleSend(ctx, { channel: 'sms', ip, destination: input.phone_number });
  if (await findUserByEmail(ctx.db, input.email)) fail('USER_ALREADY_REGISTERED');
  if (input.phone_number) {
    const [other] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, input.phone_number))
      .limit(1);
    if (other) fail('PHONE_NUMBER_EXIST');
  }
  const now = ctx.clock.now();
  let user: User;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.email,
          phoneNumber: input.phone_number ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      const c = ctx.config;
      await tx.insert(consents).values([
        {
          userId: created.id,
          purpose: 'TERMS_CONDITIONS',
          version: input.terms_version,
          accepted: true,
          ip,
          createdAt: now,
        },
        {
          userId: created.id,
          purpose: 'PRIVACY_POLICY',
          version: input.privacy_policy_version,
          accepted: true,
          ip,
          createdAt: now,
        },
        {
          userId: created.id,
          purpose: 'MARKETING',
          version: c.MARKETING_VERSION,
          accepted: input.marketing_consent,
          ip,
          createdAt: now,
        },
        {
          userId: created.id,
          purpose: 'GROUP_SHARING',
          version: c.GROUP_SHARING_VERSION,
          accepted: input.group_sharing_consent,
          ip,
          createdAt: now,
        },
      ]);
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('USER_ALREADY_REGISTERED');
    throw err;
  }
  const issued = await issueCode(ctx, user.id, 'EMAIL_VERIFICATION');
  if (!issued) fail('100062');
  await reserveSend(ctx, 'email');
  await ctx.mailer.send(verificationCodeMail(user.email, issued!.code));
  ctx.log.info({ userId: user.id, event: 'register' }, 'prospect registered');
  return codeSent(user.email, issued!);
}

export interface ProspectDocumentInput {
  document_type: ConfigDocumentTypeCode;
  number_document: string;
  birth_date: string;
  name: string;
  lastname: string;
}

/** Lima's calendar date (UTC-5, no daylight saving time). */
export function limaToday(now: Date): string {
  return new Date(now.getTime() - 5 * 60 * 60_000).toISOString().slice(0, 10);
}

/** Identity validation of a prospect: document unique, legal age, names. */
export async function sendProspectDocument(
  ctx: Ctx,
  user: User,
  input: ProspectDocumentInput,
): Promise<User> {
  if (user.identityValidatedAt) fail('ALREADY_PASSED_AML');
  const sessionType = configToSessionDocumentType(input.document_type);
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.documentType, sessionType),
        eq(users.numberDocument, input.number_document),
        ne(users.id, user.id),
      ),
    )
    .limit(1);
  if (other) fail('NUMBER_DOCUMENT_EXIST');
  const now = ctx.clock.now();
  if (ageOn(input.birth_date, limaToday(now)) < LEGAL_AGE) fail('USER_NOT_LEGAL_YEAR');
  try {
    await updateUser(ctx, user.id, {
      documentType: sessionType,
      numberDocument: input.number_document,
      birthDate: input.birth_date,
      name: input.name,
      lastname: input.lastname,
      identityValidatedAt: now,
      updatedAt: now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) fail('NUMBER_DOCUMENT_EXIST');
    throw err;
  }
  const updated = await findUserById(ctx.db, user.id);
  if (!updated) fail('USER_NOT_FOUND');
  return updated!;
}
