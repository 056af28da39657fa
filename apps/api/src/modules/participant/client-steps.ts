import { eq } from 'drizzle-orm';
import {
  clientStepIssues,
  PERU,
  sessionToConfigDocumentType,
  type ClientStepData,
  type ClientStepName,
  type ConfigDocumentTypeCode,
  type FieldIssue,
  type ResidenceStep,
  type SessionDocumentTypeCode,
} from '@saf/contract';
import type { Db } from '../../db/client';
import { clientData, type User } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ubigeoIndex } from '../ubigeo/routes';

// The client data's row and the rules every step is saved under (the wizard's and the profile's).

export type ClientDataRow = typeof clientData.$inferSelect;
export type StoredSteps = Partial<{ [S in ClientStepName]: ClientStepData[S] }>;

/** The customer's own document in the configuration code set, once identity is validated. */
export function ownDocumentOf(user: User): {
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

export const stepsOf = (row: ClientDataRow | undefined): StoredSteps =>
  (row?.steps ?? {}) as StoredSteps;
export const civilStatusOf = (steps: StoredSteps) => steps.IDENTIFICATION?.civil_status;

export async function findRow(
  db: Db,
  userId: number,
  lock = false,
): Promise<ClientDataRow | undefined> {
  const query = db.select().from(clientData).where(eq(clientData.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const issuesToDetails = (issues: { field: string; message: string; code?: string }[]) =>
  issues.map<FieldIssue>((i) => ({
    path: `body.data.${i.field}`,
    message: i.message,
    code: i.code ?? 'custom',
  }));

/** The rules of a step beyond its schema: today's date in Lima, several fields, the ubigeo. */
export function checkStep<S extends ClientStepName>(
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
export function storedForm<S extends ClientStepName>(
  step: S,
  data: ClientStepData[S],
): ClientStepData[S] {
  if (step !== 'RESIDENCE') return data;
  const { city, district, ...rest } = data as ResidenceStep;
  return (
    (data as ResidenceStep).country === PERU
      ? { ...rest, ...(district !== undefined ? { district } : {}) }
      : { ...rest, ...(city !== undefined ? { city } : {}) }
  ) as ClientStepData[S];
}
