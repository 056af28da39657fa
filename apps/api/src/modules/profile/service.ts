import { desc, eq } from 'drizzle-orm';
import {
  OPTIONAL_CONSENTS,
  type BeneficiaryStep,
  type Consent,
  type ConsentPurpose,
  type Profile,
  type ResidenceStep,
} from '@saf/contract';
import { clientData, consents, type User } from '../../db/schema';
import { profileOf } from '../risk/suitability';
import { addressText } from '../participant/address';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../shared/context';

const PURPOSES: ConsentPurpose[] = [
  'TERMS_CONDITIONS',
  'PRIVACY_POLICY',
  'MARKETING',
  'GROUP_SHARING',
];

/** Each purpose's latest answer (every answer is a row: the history stays). */
function versionOf(config: Ctx['config'], purpose: ConsentPurpose): string {
  return purpose === 'MARKETING' ? config.MARKETING_VERSION : config.GROUP_SHARING_VERSION;
}

async function latestConsents(
  db: DbOrTx,
  config: Ctx['config'],
  userId: number,
): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id));
  const out: Consent[] = [];
  for (const purpose of PURPOSES) {
    const row = rows.find((r) => r.purpose === purpose);
    const required = !(OPTIONAL_CONSENTS as readonly string[]).includes(purpose);
    if (!row) {
      // An optional consent never asked (accounts from before it existed): not given, and
      // offered here in its current version.
      if (!required)
        out.push({
          purpose,
          version: versionOf(config, purpose),
          accepted: false,
          at: null,
          required,
        });
      continue;
    }
    out.push({
      purpose,
      version: row.version,
      accepted: row.accepted && !row.withdrawnAt,
      at: (row.withdrawnAt ?? row.createdAt).toISOString(),
      required,
    });
  }
  return out;
}

export async function profile(ctx: Ctx, user: User): Promise<Profile> {
  const [data] = await ctx.db
    .select({ steps: clientData.steps })
    .from(clientData)
    .where(eq(clientData.userId, user.id));
  const beneficiary = data?.steps['BENEFICIARY'] as BeneficiaryStep | undefined;
  const residence = data?.steps['RESIDENCE'] as ResidenceStep | undefined;
  const risk = profileOf(user.riskProfileId);
  return {
    name: user.name ?? '',
    lastname: user.lastname ?? '',
    email: user.email,
    phone_number: user.phoneNumber,
    document_type: user.documentType,
    number_document: user.numberDocument,
    birth_date: user.birthDate,
    address: residence ? addressText(residence) : null,
    risk_profile: risk
      ? { profile: risk, answered_at: user.riskQuestionnaireAt?.toISOString() ?? null }
      : null,
    final_beneficiary: beneficiary
      ? {
          own_behalf: beneficiary.own_behalf,
          name: beneficiary.own_behalf ? null : (beneficiary.third_party_name ?? null),
        }
      : null,
    consents: await latestConsents(ctx.db, ctx.config, user.id),
  };
}

/**
 * Gives or withdraws an optional consent: a new row with the version in force, the time and
 * the IP, so the history of every answer stays. The same answer again records nothing.
 */
export async function updateConsent(
  ctx: Ctx,
  user: User,
  purpose: (typeof OPTIONAL_CONSENTS)[number],
  accepted: boolean,
  ip: string,
): Promise<{ consents: Consent[] }> {
  const current = (await latestConsents(ctx.db, ctx.config, user.id)).find(
    (c) => c.purpose === purpose,
  );
  if (current?.accepted !== accepted) {
    const version = versionOf(ctx.config, purpose);
    await ctx.db.insert(consents).values({
      userId: user.id,
      purpose,
      version,
      accepted,
      ip,
      createdAt: ctx.clock.now(),
    });
    ctx.log.info(
      { userId: user.id, event: 'consent-changed', purpose, accepted },
      'consent changed',
    );
  }
  return { consents: await latestConsents(ctx.db, ctx.config, user.id) };
}
