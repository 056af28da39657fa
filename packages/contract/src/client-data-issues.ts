import {
  EMPLOYMENT_WITH_EMPLOYER,
  PEP_YEARS_AFTER_OFFICE,
  type BeneficiaryStep,
  type ClientStepData,
  type ClientStepName,
  type DocumentStep,
  type IdentificationStep,
  type InformationStep,
  type PepStep,
  type ResidenceStep,
  type SpouseStep,
} from './client-data-steps';
import { documentKindOfConfigCode } from './enums';
import { PERU, REQUIRED } from './residence';
import { ageOn, documentNumberMessage, isValidDocumentNumber, LEGAL_AGE } from './validators';

/** A field problem a rule found: the field's name and the Spanish message for it. */
export interface StepIssue {
  field: string;
  message: string;
  /** The catalogued error code the API answers for it, when it has its own. */
  code?: 'USER_NOT_LEGAL_YEAR' | 'DOCUMENT_EXPIRED' | 'NUMBER_DOCUMENT_EXIST';
}

const addYears = (isoDate: string, years: number): string => {
  const [y, m, d] = isoDate.split('-');
  return `${String(Number(y) + years).padStart(4, '0')}-${m}-${d}`;
};

/**
 * The rules of a step that need today's date (Lima) or look at several fields. Both the screen
 * (before sending) and the API (which decides) run them, so the messages are the same.
 */
export function clientStepIssues<S extends ClientStepName>(
  step: S,
  data: ClientStepData[S],
  today: string,
  context: { ownDocument?: { document_type: string; number_document: string } } = {},
): StepIssue[] {
  const issues: StepIssue[] = [];
  const need = (field: string, value: unknown) => {
    if (value === undefined || value === null || value === '') {
      issues.push({ field, message: REQUIRED });
    }
  };
  switch (step) {
    case 'DOCUMENT': {
      const d = data as DocumentStep;
      if (d.issue_date > today) {
        issues.push({ field: 'issue_date', message: 'La fecha de emisión no puede ser futura.' });
      }
      if (d.expiry_date <= d.issue_date) {
        issues.push({
          field: 'expiry_date',
          message: 'La fecha de caducidad debe ser posterior a la de emisión.',
        });
      } else if (d.expiry_date < today) {
        issues.push({
          field: 'expiry_date',
          code: 'DOCUMENT_EXPIRED',
          message: 'Tu DNI está vencido. Renuévalo en RENIEC para continuar.',
        });
      }
      break;
    }
    case 'IDENTIFICATION': {
      const d = data as IdentificationStep;
      if (d.birth_date > today || ageOn(d.birth_date, today) > 120) {
        issues.push({ field: 'birth_date', message: 'Ingresa una fecha de nacimiento válida.' });
      } else if (ageOn(d.birth_date, today) < LEGAL_AGE) {
        issues.push({
          field: 'birth_date',
          code: 'USER_NOT_LEGAL_YEAR',
          message: 'Debes ser mayor de edad para invertir con nosotros.',
        });
      }
      break;
    }
    case 'INFORMATION': {
      const d = data as InformationStep;
      if (EMPLOYMENT_WITH_EMPLOYER.includes(d.employment_status)) {
        need('employer', d.employer);
        need('position', d.position);
      }
      if (d.fund_source === 'OTHER') need('fund_source_other', d.fund_source_other);
      break;
    }
    case 'RESIDENCE': {
      const d = data as ResidenceStep;
      if (d.country === PERU) need('district', d.district);
      else need('city', d.city);
      break;
    }
    case 'PEP':
    case 'SPOUSE_PEP': {
      const d = data as PepStep;
      if (d.is_pep) {
        need('institution', d.institution);
        need('position', d.position);
        need('start_date', d.start_date);
        if (d.start_date && d.start_date > today) {
          issues.push({ field: 'start_date', message: 'La fecha de inicio no puede ser futura.' });
        }
        if (d.end_date && d.start_date && d.end_date < d.start_date) {
          issues.push({
            field: 'end_date',
            message: 'La fecha de fin debe ser posterior a la de inicio.',
          });
        } else if (d.end_date && addYears(d.end_date, PEP_YEARS_AFTER_OFFICE) < today) {
          issues.push({
            field: 'end_date',
            message:
              'Si dejaste el cargo hace más de 2 años ya no se te considera PEP: responde «No».',
          });
        }
      }
      if (d.is_pep_relative) {
        need('pep_name', d.pep_name);
        need('pep_relationship', d.pep_relationship);
      }
      break;
    }
    case 'BENEFICIARY':
    case 'SPOUSE_BENEFICIARY': {
      const d = data as BeneficiaryStep;
      if (!d.own_behalf) {
        need('third_party_name', d.third_party_name);
        need('third_party_document_type', d.third_party_document_type);
        need('third_party_document_number', d.third_party_document_number);
        need('third_party_relationship', d.third_party_relationship);
        if (d.third_party_document_type && d.third_party_document_number) {
          const kind = documentKindOfConfigCode(d.third_party_document_type);
          if (!isValidDocumentNumber(kind, d.third_party_document_number)) {
            issues.push({
              field: 'third_party_document_number',
              message: documentNumberMessage(kind),
            });
          }
        }
      }
      break;
    }
    case 'SPOUSE': {
      const d = data as SpouseStep;
      const kind = documentKindOfConfigCode(d.document_type);
      if (!isValidDocumentNumber(kind, d.number_document)) {
        issues.push({ field: 'number_document', message: documentNumberMessage(kind) });
      } else if (
        context.ownDocument &&
        context.ownDocument.document_type === d.document_type &&
        context.ownDocument.number_document === d.number_document
      ) {
        issues.push({
          field: 'number_document',
          code: 'NUMBER_DOCUMENT_EXIST',
          message: 'El documento de tu cónyuge no puede ser el tuyo.',
        });
      }
      break;
    }
  }
  return issues;
}
