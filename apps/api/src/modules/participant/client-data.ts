import { and, eq, gte } from 'drizzle-orm';
import {
  BiometricPurpose,
  ClientDataStatus,
  clientStepSequence,
  DOCUMENT_PHOTO_MAX_BYTES,
  type ClientData,
  type ClientDataStatusView,
  type ClientStepData,
  type ClientStepName,
  type CompleteClientDataResponse,
  type DocumentPhotoSideName,
  type IdentificationStep,
  type SpouseStep,
} from '@saf/contract';
import { imageKind } from '../../adapters/biometrics';
import type { Db } from '../../db/client';
import { biometricChecks, clientData, documentPhotos, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { limaDate } from '../../lib/lima';
import type { Ctx } from '../shared/context';
import { findUserById, formStepsOf, toSessionUser, userChanged } from '../shared/users';
import { recordScreening, screenPeople, thirdPartyOf } from './screening';
import {
  checkStep,
  civilStatusOf,
  findRow,
  ownDocumentOf,
  stepsOf,
  storedForm,
  type ClientDataRow,
  type StoredSteps,
} from './client-steps';

type Status = ClientData['status'];

const STEP_NAMES: readonly ClientStepName[] = [
  'DOCUMENT',
  'IDENTIFICATION',
  'INFORMATION',
  'RESIDENCE',
  'PEP',
  'BENEFICIARY',
  'SPOUSE',
  'SPOUSE_PEP',
  'SPOUSE_BENEFICIARY',
];
const SPOUSE_STEPS: readonly ClientStepName[] = ['SPOUSE', 'SPOUSE_PEP', 'SPOUSE_BENEFICIARY'];

/** The steps of this round that are saved, in the order of the sequence. */
function completedOf(
  row: ClientDataRow | undefined,
  sequence: readonly ClientStepName[],
): ClientStepName[] {
  if (!row) return [];
  if (row.status === ClientDataStatus.COMPLETED) return [...sequence];
  const done = new Set(row.completedSteps);
  return sequence.filter((s) => done.has(s));
}

async function photoFlags(db: Db, userId: number): Promise<ClientData['photos']> {
  const rows = await db
    .select({ side: documentPhotos.side })
    .from(documentPhotos)
    .where(eq(documentPhotos.userId, userId));
  return {
    front: rows.some((r) => r.side === 'front'),
    back: rows.some((r) => r.side === 'back'),
  };
}

/** The wizard as the customer sees it: answers, sequence, where to resume, photos present. */
function view(
  user: User,
  row: ClientDataRow | undefined,
  photos: ClientData['photos'],
): ClientData {
  const document = ownDocumentOf(user);
  const saved = stepsOf(row);
  const sequence = clientStepSequence(civilStatusOf(saved));
  const completed = completedOf(row, sequence);
  const steps = Object.fromEntries(
    STEP_NAMES.map((s) => [s, saved[s] ?? null]),
  ) as ClientData['steps'];
  return {
    status: (row?.status ?? ClientDataStatus.NONE) as Status,
    document,
    prefill: { name: user.name ?? '', lastname: user.lastname ?? '', birth_date: user.birthDate },
    sequence,
    completed,
    current_step: sequence.find((s) => !completed.includes(s)) ?? null,
    steps,
    photos,
    completed_at: row?.completedAt?.toISOString() ?? null,
    aml_outcome: (row?.amlOutcome as ClientData['aml_outcome']) ?? null,
  };
}

/** GET: the customer's own client data (there is no way to name another customer's). */
export async function getClientData(ctx: Ctx, user: User): Promise<ClientData> {
  ownDocumentOf(user);
  const [row, photos] = await Promise.all([findRow(ctx.db, user.id), photoFlags(ctx.db, user.id)]);
  return view(user, row, photos);
}

/** GET status: the state and the screening outcome only (the type-of-participant page). */
export async function getClientDataStatus(ctx: Ctx, user: User): Promise<ClientDataStatusView> {
  ownDocumentOf(user);
  const row = await findRow(ctx.db, user.id);
  return {
    status: (row?.status ?? ClientDataStatus.NONE) as Status,
    aml_outcome: (row?.amlOutcome as ClientDataStatusView['aml_outcome']) ?? null,
  };
}

/** A completed record is not edited; the yearly update (REVIEW) is how it is walked again. */
function assertEditable(row: ClientDataRow | undefined): void {
  if (row?.status === ClientDataStatus.COMPLETED) throw new AppError('FORBIDDEN');
}

/**
 * PUT: saves one step. Its rules run first (the catalogued code of a rule that has one, else
 * VALIDATION_ERROR with `body.data.<field>` details); then, under a lock on the customer's row
 * (two tabs cannot interleave), the step must be one of the sequence and not after the first
 * step not saved yet, and Documento needs both photos. Saving Identificación with a civil
 * status other than married drops the spouse's steps and answers.
 */
export async function saveClientStep<S extends ClientStepName>(
  ctx: Ctx,
  user: User,
  step: S,
  data: ClientStepData[S],
): Promise<ClientData> {
  const ownDocument = ownDocumentOf(user);
  const now = ctx.clock.now();
  checkStep(step, data, limaDate(now), ownDocument);
  const row = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx
      .insert(clientData)
      .values({
        userId: user.id,
        status: ClientDataStatus.DRAFT,
        steps: {},
        completedSteps: [],
        draftStartedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const current = await findRow(tx, user.id, true);
    if (!current) throw new Error('client_data row missing after insert');
    assertEditable(current);
    const saved = stepsOf(current);
    const sequence = clientStepSequence(civilStatusOf(saved));
    const completed = completedOf(current, sequence);
    const at = sequence.indexOf(step);
    const firstOpen = sequence.findIndex((s) => !completed.includes(s));
    if (at < 0 || (firstOpen >= 0 && at > firstOpen))
      throw new AppError('CLIENT_STEP_OUT_OF_ORDER');
    if (step === 'DOCUMENT') {
      const photos = await photoFlags(tx, user.id);
      if (!photos.front || !photos.back) throw new AppError('DOCUMENT_PHOTOS_MISSING');
    }
    const steps: StoredSteps = { ...saved, [step]: storedForm(step, data) };
    let done = [...new Set([...completed, step])];
    if (step === 'IDENTIFICATION' && (data as IdentificationStep).civil_status !== 'MARRIED') {
      for (const s of SPOUSE_STEPS) delete steps[s];
      done = done.filter((s) => !SPOUSE_STEPS.includes(s));
    }
    const [updated] = await tx
      .update(clientData)
      .set({ steps, completedSteps: done, updatedAt: now })
      .where(eq(clientData.userId, user.id))
      .returning();
    return updated;
  });
  return view(user, row, await photoFlags(ctx.db, user.id));
}

/** The photo's bytes, if the text is base64 of a JPEG or PNG (by its first bytes). */
function photoBytes(image: string): { bytes: Buffer; mime: string } {
  const text = image.replace(/^data:image\/(jpeg|png);base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new AppError('BIOMETRIC_IMAGE_INVALID');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > DOCUMENT_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const kind = imageKind(bytes);
  if (!kind) throw new AppError('BIOMETRIC_IMAGE_INVALID');
  return { bytes, mime: `image/${kind}` };
}

/**
 * PUT photo: stores the front or back of the customer's document, replacing that side's earlier
 * photo. The photos are never served back: the answer only says which sides are there.
 */
export async function saveDocumentPhoto(
  ctx: Ctx,
  user: User,
  side: DocumentPhotoSideName,
  image: string,
): Promise<ClientData['photos']> {
  ownDocumentOf(user);
  const { bytes, mime } = photoBytes(image);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    assertEditable(await findRow(tx, user.id, true));
    await tx
      .insert(documentPhotos)
      .values({ userId: user.id, side, bytes, mimeType: mime, size: bytes.length, createdAt: now })
      .onConflictDoUpdate({
        target: [documentPhotos.userId, documentPhotos.side],
        set: { bytes, mimeType: mime, size: bytes.length, createdAt: now },
      });
  });
  return photoFlags(ctx.db, user.id);
}

/** Whether the customer passed a facial check for onboarding since the round began. */
async function facialCheckSince(db: Db, userId: number, since: Date): Promise<boolean> {
  const [hit] = await db
    .select({ id: biometricChecks.id })
    .from(biometricChecks)
    .where(
      and(
        eq(biometricChecks.userId, userId),
        eq(biometricChecks.purpose, BiometricPurpose.ONBOARDING),
        eq(biometricChecks.result, 'POSITIVE'),
        gte(biometricChecks.comparedAt, since),
      ),
    )
    .limit(1);
  return !!hit;
}

/**
 * POST complete: every step of the sequence saved, the declarations (the schema asks each to be
 * true) and a positive facial check for onboarding made since the round began. Then the
 * customer, the spouse when married and a third-party final beneficiary are screened (a yearly review screens again: no
 * "already passed" here); a match keeps the record BLOCKED, which stops investing, and an
 * earlier block stands whatever this screening finds. A politically exposed person (or a PEP's
 * relative or associate, or a PEP's spouse) goes to compliance review (enhanced due diligence:
 * their orders are held until it approves). The record is COMPLETED, the CLIENT_DATA form step
 * true and the yearly flag cleared, in one transaction.
 */
export async function completeClientData(
  ctx: Ctx,
  user: User,
): Promise<CompleteClientDataResponse> {
  ownDocumentOf(user);
  const now = ctx.clock.now();
  const { txid, outcome } = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await findRow(tx, user.id, true);
    if (!row) throw new AppError('CLIENT_DATA_INCOMPLETE');
    assertEditable(row);
    const saved = stepsOf(row);
    const sequence = clientStepSequence(civilStatusOf(saved));
    const completed = completedOf(row, sequence);
    if (completed.length !== sequence.length) throw new AppError('CLIENT_DATA_INCOMPLETE');
    if (!(await facialCheckSince(tx, user.id, row.draftStartedAt)))
      throw new AppError('BIOMETRIC_REQUIRED');
    const spouse: SpouseStep | undefined = sequence.includes('SPOUSE') ? saved.SPOUSE : undefined;
    const screening = await screenPeople(
      ctx,
      tx,
      user,
      spouse
        ? {
            documentType: spouse.document_type,
            numberDocument: spouse.number_document,
            name: spouse.name,
            lastname: spouse.lastname,
          }
        : undefined,
      thirdPartyOf(saved.BENEFICIARY),
    );
    // A politically exposed person, a PEP's relative or associate, or a PEP's spouse: enhanced
    // due diligence, their data reviewed by compliance and their orders held until it approves.
    const exposed =
      saved.PEP?.is_pep === true ||
      saved.PEP?.is_pep_relative === true ||
      (sequence.includes('SPOUSE_PEP') && saved.SPOUSE_PEP?.is_pep === true);
    const recorded = await recordScreening(tx, user.id, screening, now, {
      clientDataAt: now,
      hasPassedYear: false,
      ...(exposed ? { eddStatus: 'REVIEW' } : {}),
    });
    await tx
      .update(clientData)
      .set({
        status: ClientDataStatus.COMPLETED,
        completedSteps: sequence,
        completedAt: now,
        amlOutcome: recorded.outcome,
        updatedAt: now,
      })
      .where(eq(clientData.userId, user.id));
    return recorded;
  });
  await userChanged(ctx, user.id, txid);
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return { aml_outcome: outcome, user: toSessionUser(fresh), form_steps: formStepsOf(fresh) };
}
