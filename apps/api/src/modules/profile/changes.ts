import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ClientDataStatus,
  clientStepIssues,
  type BeneficiaryStep,
  type CodeSentResponse,
  type FinalBeneficiaryResponse,
  type FieldIssue,
  type RiskAnswersBody,
  type RiskChangeCodeResponse,
  type RiskChangeResponse,
} from '@saf/contract';
import type { FastifyRequest } from 'fastify';
import { clientData, codes, finalBeneficiaryChanges, funds, type User } from '../../db/schema';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_WAIT_MS } from '../../lib/codes';
import { noticeMail, profileChangeCodeMail } from '../../adapters/mail/templates';
import { AppError, fail } from '../../lib/errors';
import { limaDate } from '../../lib/lima';
import { PROFILE_REACH, type RiskProfile } from '../risk/questionnaire';
import { profileOf, suits } from '../risk/suitability';
import { checkAnswers, saveAnswers, toResult } from '../risk/routes';
import { portfolio } from '../orders/movements';
import { codeSent } from '../registration/service';
import { recordSecurityEvent } from '../shared/security-log';
import { checkCode, codeIpLimit, issueCode } from '../shared/codes';
import { reserveSend } from '../shared/send-limits';
import type { Ctx } from '../shared/context';
import type { Db } from '../../db/client';
import { screenNewBeneficiary, thirdPartyOf } from '../participant/screening';
import { userChanged } from '../shared/users';

/**
 * The profile changes a 6-digit code confirms (contract `profile-changes.ts`): the risk profile
 * and the final beneficiary. The first call checks the answers and emails the code; the second
 * checks them again, uses the code up and makes the change. Answers are checked before the code
 * is, so a mistake in them never spends it.
 */

type From = { ip: string; req?: FastifyRequest };

const PROFILE_LABELS: Record<RiskProfile, string> = {
  conservador: 'Conservador',
  moderado: 'Moderado',
  agresivo: 'Agresivo',
};

/** Sends a notice after a change; a mail that fails is logged, the change stays. */
async function notify(ctx: Ctx, user: User, template: string, title: string, lines: string[]) {
  try {
    await ctx.mailer.send(noticeMail(template, user.email, title, title, ['Hola:', ...lines]));
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, `${template} notice not sent`);
  }
}

async function sendCode(
  ctx: Ctx,
  user: User,
  purpose: 'RISK_CHANGE' | 'BENEFICIARY_CHANGE',
): Promise<CodeSentResponse> {
  const issued = await issueCode(ctx, user.id, purpose);
  if (!issued) {
    // The customer went back and sent their answers again within the wait: the code already
    // mailed still confirms the change (it is bound to the purpose, not to the answers).
    const waiting = await recentCode(ctx, user.id, purpose);
    if (waiting) return codeSent(user.email, waiting, 'Code already sent');
    fail('100103');
  }
  await reserveSend(ctx, 'email');
  await ctx.mailer.send(
    profileChangeCodeMail(
      user.email,
      issued!.code,
      purpose === 'RISK_CHANGE' ? 'risk-profile' : 'final-beneficiary',
    ),
  );
  return codeSent(user.email, issued!);
}

/**
 * The live code of a purpose sent less than the resend wait ago (unused, not replaced, with
 * tries left), with the seconds left of that wait; null when there is none.
 */
async function recentCode(ctx: Ctx, userId: number, purpose: string) {
  const now = ctx.clock.now().getTime();
  const [row] = await ctx.db
    .select()
    .from(codes)
    .where(
      and(
        eq(codes.userId, userId),
        eq(codes.purpose, purpose),
        isNull(codes.usedAt),
        isNull(codes.supersededAt),
        gt(codes.createdAt, new Date(now - CODE_RESEND_WAIT_MS)),
      ),
    )
    .orderBy(desc(codes.createdAt))
    .limit(1);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return null;
  return {
    retryAfterSeconds: Math.ceil((row.createdAt.getTime() + CODE_RESEND_WAIT_MS - now) / 1000),
    expiresInMinutes: Math.ceil((row.expiresAt.getTime() - now) / 60_000),
  };
}

async function useCode(
  ctx: Ctx,
  user: User,
  purpose: 'RISK_CHANGE' | 'BENEFICIARY_CHANGE',
  code: string,
  ip: string,
): Promise<void> {
  if (!(await codeIpLimit(ctx, ip, 'profile-change'))) fail('RATE_LIMITED');
  if ((await checkCode(ctx, user.id, purpose, code, true)) !== 'ok') fail('SECURITY_CODE_NO_MATCH');
}

// ---- Risk profile ---------------------------------------------------------------------------

export async function riskChangeCode(
  ctx: Ctx,
  user: User,
  body: RiskAnswersBody,
): Promise<RiskChangeCodeResponse> {
  const answered = checkAnswers(body);
  const sent = await sendCode(ctx, user, 'RISK_CHANGE');
  return { ...sent, profile: answered.profile, previous_profile: profileOf(user.riskProfileId) };
}

/** The customer's holdings in funds riskier than a profile accepts, valued at the last valor cuota. */
async function holdingsAbove(ctx: Ctx, user: User, profile: RiskProfile) {
  const { holdings } = await portfolio(ctx, user);
  if (!holdings.length) return [];
  const levels = new Map(
    (await ctx.db.select({ code: funds.code, level: funds.riskLevel }).from(funds)).map((f) => [
      f.code,
      f.level,
    ]),
  );
  return holdings
    .filter((h) => !suits(profile, levels.get(h.fund_code) ?? 5))
    .map((h) => ({
      fund_code: h.fund_code,
      fund_name: h.fund_name,
      series_name: h.series_name,
      currency: h.currency,
      risk_level: levels.get(h.fund_code) ?? 5,
      value: h.value,
    }));
}

export async function riskChange(
  ctx: Ctx,
  user: User,
  body: RiskAnswersBody & { code: string },
  from: From,
): Promise<RiskChangeResponse> {
  const answered = checkAnswers(body);
  await useCode(ctx, user, 'RISK_CHANGE', body.code, from.ip);
  const previous = profileOf(user.riskProfileId);
  const row = await saveAnswers(ctx, user.id, answered);
  const above = await holdingsAbove(ctx, user, answered.profile);
  const label = (p: RiskProfile) => PROFILE_LABELS[p];
  const detail = previous
    ? `De ${label(previous)} a ${label(answered.profile)}`
    : label(answered.profile);
  await recordSecurityEvent(ctx, user.id, 'RISK_PROFILE_CHANGED', from, detail);
  await notify(ctx, user, 'risk-profile-changed', 'Tu perfil de riesgo cambió', [
    previous
      ? `Tu perfil de riesgo cambió de ${label(previous)} a ${label(answered.profile)}, según el test del inversionista que respondiste.`
      : `Tu perfil de riesgo ahora es ${label(answered.profile)}, según el test del inversionista que respondiste.`,
    above.length
      ? `Tienes ${above.length === 1 ? 'una inversión' : `${above.length} inversiones`} en fondos de más riesgo del que acepta tu nuevo perfil. No vendemos nada: siguen invertidas. Puedes revisarlas en el portal y, si quieres, rescatarlas.`
      : 'Tus inversiones actuales están dentro de lo que acepta tu nuevo perfil.',
    'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda.',
  ]);
  return {
    result: toResult(row),
    previous_profile: previous,
    reach: PROFILE_REACH[answered.profile],
    holdings_above: above,
  };
}

// ---- Final beneficiary ----------------------------------------------------------------------

async function completedClientData(ctx: Ctx, user: User) {
  const [row] = await ctx.db.select().from(clientData).where(eq(clientData.userId, user.id));
  // Only a participant's completed record has a declaration in force to change.
  if (row?.status !== ClientDataStatus.COMPLETED) throw new AppError('CLIENT_DATA_INCOMPLETE');
  return row;
}

/** The rules beyond the schema (a third party needs name, document and relationship). */
function checkDeclaration(ctx: Ctx, declaration: BeneficiaryStep): void {
  const issues = clientStepIssues('BENEFICIARY', declaration, limaDate(ctx.clock.now()), {});
  if (issues.length) {
    throw new AppError('VALIDATION_ERROR', {
      details: issues.map<FieldIssue>((i) => ({
        path: `body.${i.field}`,
        message: i.message,
        code: 'custom',
      })),
    });
  }
}

/** What is kept: a customer on their own behalf keeps no third party's data. */
function stored(d: BeneficiaryStep): BeneficiaryStep {
  if (d.own_behalf) return { own_behalf: true };
  return {
    own_behalf: false,
    third_party_name: d.third_party_name,
    third_party_document_type: d.third_party_document_type,
    third_party_document_number: d.third_party_document_number,
    third_party_relationship: d.third_party_relationship,
  };
}

async function declaredAt(ctx: Ctx, userId: number, completedAt: Date | null) {
  const [last] = await ctx.db
    .select({ at: finalBeneficiaryChanges.createdAt })
    .from(finalBeneficiaryChanges)
    .where(eq(finalBeneficiaryChanges.userId, userId))
    .orderBy(desc(finalBeneficiaryChanges.createdAt), desc(finalBeneficiaryChanges.id))
    .limit(1);
  return last?.at ?? completedAt;
}

export async function finalBeneficiary(ctx: Ctx, user: User): Promise<FinalBeneficiaryResponse> {
  const [row] = await ctx.db.select().from(clientData).where(eq(clientData.userId, user.id));
  const declaration =
    row?.status === ClientDataStatus.COMPLETED
      ? (row.steps['BENEFICIARY'] as BeneficiaryStep | undefined)
      : undefined;
  if (!row || !declaration) return { declaration: null, declared_at: null };
  const at = await declaredAt(ctx, user.id, row.completedAt);
  return { declaration: stored(declaration), declared_at: at?.toISOString() ?? null };
}

export async function beneficiaryChangeCode(
  ctx: Ctx,
  user: User,
  declaration: BeneficiaryStep,
): Promise<CodeSentResponse> {
  await completedClientData(ctx, user);
  checkDeclaration(ctx, declaration);
  return sendCode(ctx, user, 'BENEFICIARY_CHANGE');
}

export async function beneficiaryChange(
  ctx: Ctx,
  user: User,
  body: { declaration: BeneficiaryStep; code: string },
  from: From,
): Promise<FinalBeneficiaryResponse> {
  const current = await completedClientData(ctx, user);
  checkDeclaration(ctx, body.declaration);
  await useCode(ctx, user, 'BENEFICIARY_CHANGE', body.code, from.ip);
  const declaration = stored(body.declaration);
  const now = ctx.clock.now();
  const previousAt = await declaredAt(ctx, user.id, current.completedAt);
  let blocked: { matched: boolean; txid?: string | undefined } = { matched: false };
  await ctx.db.transaction(async (tx) => {
    // The row locked: two confirmations at once each keep the declaration they replaced.
    const [locked] = await tx
      .select({ steps: clientData.steps })
      .from(clientData)
      .where(eq(clientData.userId, user.id))
      .for('update');
    const previous = (locked?.steps['BENEFICIARY'] ?? {}) as Record<string, unknown>;
    await tx.insert(finalBeneficiaryChanges).values({
      userId: user.id,
      previous,
      previousAt,
      declaration: declaration as Record<string, unknown>,
      ip: from.ip,
      createdAt: now,
    });
    await tx
      .update(clientData)
      .set({
        steps: sql`jsonb_set(${clientData.steps}, '{BENEFICIARY}', ${JSON.stringify(declaration)}::jsonb)`,
        updatedAt: now,
      })
      .where(eq(clientData.userId, user.id));
    // A new third party is screened like the customer was (KYC): a match blocks investing.
    const third = thirdPartyOf(declaration);
    if (third) blocked = await screenNewBeneficiary(ctx, tx as unknown as Db, user.id, third, now);
  });
  // The session's cached user carries the outcome that blocks investing.
  if (blocked.matched) await userChanged(ctx, user.id, blocked.txid);
  await recordSecurityEvent(
    ctx,
    user.id,
    'FINAL_BENEFICIARY_CHANGED',
    from,
    declaration.own_behalf ? 'Por cuenta propia' : `A nombre de ${declaration.third_party_name}`,
  );
  await notify(ctx, user, 'final-beneficiary-changed', 'Actualizaste tu beneficiario final', [
    declaration.own_behalf
      ? 'Registramos que inviertes por cuenta propia: el dinero y sus ganancias son tuyos.'
      : `Registramos que inviertes en nombre de ${declaration.third_party_name}, que es el beneficiario final de tus inversiones.`,
    'Guardamos también tu declaración anterior, como lo exige la regulación.',
    'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda.',
  ]);
  return { declaration, declared_at: now.toISOString() };
}
