import { eq } from 'drizzle-orm';
import {
  ClientDataStatus,
  clientStepSequence,
  CLIENT_STEP_SCHEMAS,
  type ClientStepData,
  type ClientStepName,
} from '@saf/contract';
import { addDays } from '../lib/dates';
import { limaDate } from '../lib/lima';
import type { Db } from '../db/client';
import { amlScreenings, clientData, documentPhotos, users } from '../db/schema';

/** A 1×1 PNG: stands for the photos of the document of a seeded customer. */
const SEED_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A single customer's client data as confirmed on `completedAt` (every step answered, both
 * photos, screened and cleared), for a customer who already exists with a validated identity.
 * Seeding it over a year before "now" makes the customer due the yearly update. Leaves a
 * customer who already has client data alone.
 */
export async function seedCompletedClientData(
  db: Db,
  email: string,
  completedAt: Date,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user?.documentType || !user.numberDocument) throw new Error(`no validated ${email}`);
  const [existing] = await db
    .select({ id: clientData.userId })
    .from(clientData)
    .where(eq(clientData.userId, user.id));
  if (existing) return;
  const day = limaDate(completedAt);
  const issued = addDays(day, -700);
  const steps: Partial<ClientStepData> = {
    DOCUMENT: { issue_date: issued, expiry_date: addDays(issued, 8 * 365 + 2) },
    IDENTIFICATION: {
      name: user.name ?? '',
      lastname: user.lastname ?? '',
      birth_date: user.birthDate ?? '1990-05-14',
      sex: 'F',
      birth_country: 'PE',
      birth_place: 'Arequipa',
      nationality: 'PE',
      education_level: 'UNIVERSITY',
      civil_status: 'SINGLE',
    },
    INFORMATION: {
      employment_status: 'EMPLOYED',
      occupation: 'Contadora',
      employer: 'Estudio Contable Misti',
      position: 'Analista',
      income_band: 'FROM_10K_TO_15K',
      fund_source: 'SALARY',
      investment_purpose: 'SAVINGS',
      transaction_volume: '1000-9999',
    },
    RESIDENCE: { country: 'PE', district: '150122', address: 'Av. Larco 1150, dpto. 402' },
    PEP: { is_pep: false, is_pep_relative: false },
    BENEFICIARY: { own_behalf: true },
  };
  const sequence = clientStepSequence('SINGLE');
  // As the wizard would have stored them: each through its contract schema.
  for (const step of sequence)
    CLIENT_STEP_SCHEMAS[step as ClientStepName].parse(steps[step as keyof typeof steps]);
  await db.transaction(async (tx) => {
    await tx.insert(clientData).values({
      userId: user.id,
      status: ClientDataStatus.COMPLETED,
      steps,
      completedSteps: sequence,
      draftStartedAt: completedAt,
      completedAt,
      amlOutcome: 'CLEARED',
      updatedAt: completedAt,
    });
    await tx.insert(documentPhotos).values(
      (['front', 'back'] as const).map((side) => ({
        userId: user.id,
        side,
        bytes: SEED_PHOTO,
        mimeType: 'image/png',
        size: SEED_PHOTO.length,
        createdAt: completedAt,
      })),
    );
    await tx.insert(amlScreenings).values({
      userId: user.id,
      subject: 'CUSTOMER',
      provider: 'sandbox',
      outcome: 'CLEARED',
      screenedAt: completedAt,
    });
    await tx
      .update(users)
      .set({
        clientDataAt: completedAt,
        amlOutcome: 'CLEARED',
        amlScreenedAt: completedAt,
        hasPassedYear: false,
        updatedAt: completedAt,
      })
      .where(eq(users.id, user.id));
  });
}
