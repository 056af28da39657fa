import { and, eq, gte } from 'drizzle-orm';
import {
  BiometricPurpose,
  ClientDataStatus,
  clientStepIssues,
  clientStepSequence,
  DOCUMENT_PHOTO_MAX_BYTES,
  PERU,
  sessionToConfigDocumentType,
  type ClientData,
  type ClientDataStatusView,
  type ClientStepData,
  type ClientStepName,
  type CompleteClientDataResponse,
  type ConfigDocumentTypeCode,
  type DocumentPhotoSideName,
  type FieldIssue,
  type IdentificationStep,
  type ProfileAddress,
  type ResidenceStep,
  type SessionDocumentTypeCode,
  type SpouseStep,
} from '@saf/contract';
import { imageKind } from '../../adapters/biometrics';
import type { Db } from '../../db/client';
import {
  addressChanges,
  biometricChecks,
  clientData,
  documentPhotos,
  type User,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { limaDate } from '../../lib/lima';
import { ubigeoIndex } from '../ubigeo/routes';
import type { Ctx } from '../shared/context';
import { findUserById, formStepsOf, toSessionUser, userChanged } from '../shared/users';
import { recordScreening, screenPeople, thirdPartyOf } from './screening';
import { noticeMail } from '../../adapters/mail/templates';
import { recordSecurityEvent } from '../shared/security-log';

type Row = typeof clientData.$inferSelect;
type StoredSteps = Partial<{ [S in ClientStepName]: ClientStepData[S] }>;
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

/** The customer's own document in the configuration code set, once identity is validated. */
function ownDocumentOf(user: User): {
  document_type: ConfigDocumentTypeCode;
  number_document: string;
} {
  if (!user.identityValidatedAt || !user.documentType || !user.numberDocument)
    throw new AppError('IDENTITY_NOT_VALIDATED');
  return {
    document_type:
      sessionToConfigDocumentType(user.documentType as SessionDocumentTypeCode) ?? '00',
    number_document: user.numberDocument,
  };
}

const stepsOf = (row: Row | undefined): StoredSteps => (row?.steps ?? {}) as StoredSteps;
const civilStatusOf = (steps: StoredSteps) => steps.IDENTIFICATION?.civil_status;

/** The steps of this round that are saved, in the order of the sequence. */
function completedOf(row: Row | undefined, sequence: readonly ClientStepName[]): ClientStepName[] {
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
function view(user: User, row: Row | undefined, photos: ClientData['photos']): ClientData {
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

async function findRow(db: Db, userId: number, lock = false): Promise<Row | undefined> {
  const query = db.select().from(clientData).where(eq(clientData.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
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

const issuesToDetails = (issues: { field: string; message: string; code?: string }[]) =>
  issues.map<FieldIssue>((i) => ({
    path: `body.data.${i.field}`,
    message: i.message,
    code: i.code ?? 'custom',
  }));

/** The rules of a step beyond its schema: today's date in Lima, several fields, the ubigeo. */
function checkStep<S extends ClientStepName>(
  step: S,
  data: ClientStepData[S],
  today: string,
  ownDocument: { document_type: string; number_document: string },
): void {
  const issues = clientStepIssues(step, data, today, { ownDocument });
  if (issues.length) {
    const coded = issues.find((i) => i.code);
    throw new AppError(coded?.code ?? 'VALIDATION_ERROR', { details: issuesToDetails(issues) });
  }
  if (step === 'RESIDENCE') {
    const d = data as ResidenceStep;
    if (d.country === PERU && d.district && !districtExists(d.district)) {
      throw new AppError('UBIGEO_UNKNOWN', {
        details: issuesToDetails([
          { field: 'district', message: 'Elige un distrito de la lista.', code: 'UBIGEO_UNKNOWN' },
        ]),
      });
    }
  }
}

/**
 * A district of the INEI list; its province and department (its code's first four and two
 * digits: the only way the request names them) must be on the list and be its own.
 */
function districtExists(code: string): boolean {
  const ubigeo = ubigeoIndex();
  const province = code.slice(0, 4);
  const department = code.slice(0, 2);
  return (
    ubigeo.departments.some((d) => d.code === department) &&
    (ubigeo.provinces.get(department) ?? []).some((p) => p.code === province) &&
    (ubigeo.districts.get(province) ?? []).some((d) => d.code === code)
  );
}

/** What is kept of a step: an address keeps only the fields of its country. */
function storedForm<S extends ClientStepName>(step: S, data: ClientStepData[S]): ClientStepData[S] {
  if (step !== 'RESIDENCE') return data;
  const { city, district, ...rest } = data as ResidenceStep;
  return (
    (data as ResidenceStep).country === PERU
      ? { ...rest, ...(district !== undefined ? { district } : {}) }
      : { ...rest, ...(city !== undefined ? { city } : {}) }
  ) as ClientStepData[S];
}

/** A completed record is not edited; the yearly update (REVIEW) is how it is walked again. */
function assertEditable(row: Row | undefined): void {
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
 * "already passed" here); a match keeps the record BLOCKED, which stops investing. The record
 * is COMPLETED, the CLIENT_DATA form step true and the yearly flag cleared, in one transaction.
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
    const id = await recordScreening(tx, user.id, screening, now, {
      clientDataAt: now,
      hasPassedYear: false,
    });
    await tx
      .update(clientData)
      .set({
        status: ClientDataStatus.COMPLETED,
        completedSteps: sequence,
        completedAt: now,
        amlOutcome: screening.outcome,
        updatedAt: now,
      })
      .where(eq(clientData.userId, user.id));
    return { txid: id, outcome: screening.outcome };
  });
  await userChanged(ctx, user.id, txid);
  const fresh = (await findUserById(ctx.db, user.id)) ?? user;
  return { aml_outcome: outcome, user: toSessionUser(fresh), form_steps: formStepsOf(fresh) };
}

/** "Av. Larco 345, Miraflores, Lima, Lima", or with the city and country abroad. */
export function addressText(address: ResidenceStep): string {
  if (address.country === PERU && address.district) {
    const ubigeo = ubigeoIndex();
    const code = address.district;
    const name = (list: { code: string; name: string }[] | undefined, c: string) =>
      list?.find((item) => item.code === c)?.name;
    const district = name(ubigeo.districts.get(code.slice(0, 4)), code);
    const province = name(ubigeo.provinces.get(code.slice(0, 2)), code.slice(0, 4));
    const department = name(ubigeo.departments, code.slice(0, 2));
    return [address.address, district, province, department].filter(Boolean).join(', ');
  }
  let country: string = address.country;
  try {
    country = new Intl.DisplayNames(['es-PE', 'es'], { type: 'region' }).of(country) ?? country;
  } catch {
    // An unknown region code: the code itself.
  }
  return [address.address, address.city, country].filter(Boolean).join(', ');
}

function addressView(row: Row | undefined): ProfileAddress {
  const address = stepsOf(row).RESIDENCE ?? null;
  return {
    address,
    text: address ? addressText(address) : null,
    editable: row?.status === ClientDataStatus.COMPLETED && Boolean(address),
  };
}

/** GET: the participant's home address, as the client data holds it. */
export async function getProfileAddress(ctx: Ctx, user: User): Promise<ProfileAddress> {
  return addressView(await findRow(ctx.db, user.id));
}

/**
 * PUT: a new home address from the profile, with Residencia's own rules, into the completed
 * client data (under the row's lock); the replaced one stays in `address_changes`. Before the
 * client data is completed, or while its yearly review is open (the wizard asks it there), the
 * answer is ADDRESS_NOT_EDITABLE. The change enters the security log and the customer is told.
 */
export async function changeProfileAddress(
  ctx: Ctx,
  user: User,
  data: ResidenceStep,
  ip: string,
): Promise<ProfileAddress> {
  const now = ctx.clock.now();
  // Only completed client data has an address to change, and it needs a validated identity: a
  // customer without one gets this route's refusal, not the wizard's IDENTITY_NOT_VALIDATED.
  if (!user.identityValidatedAt) throw new AppError('ADDRESS_NOT_EDITABLE');
  checkStep('RESIDENCE', data, limaDate(now), ownDocumentOf(user));
  const stored = storedForm('RESIDENCE', data);
  const row = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await findRow(tx, user.id, true);
    if (current?.status !== ClientDataStatus.COMPLETED) throw new AppError('ADDRESS_NOT_EDITABLE');
    const steps = stepsOf(current);
    const [updated] = await tx
      .update(clientData)
      .set({ steps: { ...steps, RESIDENCE: stored }, updatedAt: now })
      .where(eq(clientData.userId, user.id))
      .returning();
    await tx.insert(addressChanges).values({
      userId: user.id,
      previous: (steps.RESIDENCE as Record<string, unknown> | undefined) ?? null,
      address: stored as Record<string, unknown>,
      ip,
      createdAt: now,
    });
    return updated;
  });
  const view = addressView(row);
  await recordSecurityEvent(ctx, user.id, 'ADDRESS_CHANGED', { ip });
  try {
    await ctx.mailer.send(
      noticeMail(
        'address-changed',
        user.email,
        'Actualizaste tu dirección',
        'Tu dirección cambió',
        [
          'Hola:',
          `Tu dirección registrada ahora es: ${view.text ?? ''}.`,
          'Si no fuiste tú, escríbenos de inmediato por el chat de ayuda o llámanos.',
        ],
      ),
    );
  } catch (err) {
    ctx.log.error({ err, userId: user.id }, 'address-changed notice not sent');
  }
  return view;
}
