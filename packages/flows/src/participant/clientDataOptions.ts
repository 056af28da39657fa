import {
  BENEFICIARY_RELATIONSHIPS,
  CIVIL_STATUSES,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  FUND_SOURCES,
  INCOME_BANDS,
  INVESTMENT_PURPOSES,
  PEP_RELATIONSHIPS,
  PROPERTY_REGIMES,
  SEX_LABELS,
  TRANSACTION_VOLUME_RANGES,
} from '@saf/contract';

// The client data's lists as {value, label} options for the screens' selects and radios.

export { countryOptions, type Option } from './countryOptions';
import type { Option } from './countryOptions';

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const clientDataOptions = {
  sexes: options(SEX_LABELS),
  educationLevels: options(EDUCATION_LEVELS),
  civilStatuses: options(CIVIL_STATUSES),
  employmentStatuses: options(EMPLOYMENT_STATUSES),
  incomeBands: INCOME_BANDS.map((b) => ({ value: b.band, label: b.label })),
  fundSources: options(FUND_SOURCES),
  investmentPurposes: options(INVESTMENT_PURPOSES),
  transactionVolumes: TRANSACTION_VOLUME_RANGES.map((r) => ({
    value: r.code,
    label:
      r.max === null
        ? `Más de S/ ${r.min.toLocaleString('es-PE')}`
        : `De S/ ${r.min.toLocaleString('es-PE')} a S/ ${r.max.toLocaleString('es-PE')}`,
  })),
  pepRelationships: options(PEP_RELATIONSHIPS),
  beneficiaryRelationships: options(BENEFICIARY_RELATIONSHIPS),
  propertyRegimes: options(PROPERTY_REGIMES),
  /** A natural person's documents (configuration codes). */
  documentTypes: [
    { value: '01', label: 'DNI' },
    { value: '03', label: 'Carné de extranjería' },
    { value: '05', label: 'Pasaporte' },
  ] as Option[],
};
