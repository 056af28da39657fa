import {
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
import {
  beneficiaryRelationshipOptions,
  documentTypeOptions,
  labelOptions,
} from './beneficiaryOptions';

export const clientDataOptions = {
  sexes: labelOptions(SEX_LABELS),
  educationLevels: labelOptions(EDUCATION_LEVELS),
  civilStatuses: labelOptions(CIVIL_STATUSES),
  employmentStatuses: labelOptions(EMPLOYMENT_STATUSES),
  incomeBands: INCOME_BANDS.map((b) => ({ value: b.band, label: b.label })),
  fundSources: labelOptions(FUND_SOURCES),
  investmentPurposes: labelOptions(INVESTMENT_PURPOSES),
  transactionVolumes: TRANSACTION_VOLUME_RANGES.map((r) => ({
    value: r.code,
    label:
      r.max === null
        ? `Más de S/ ${r.min.toLocaleString('es-PE')}`
        : `De S/ ${r.min.toLocaleString('es-PE')} a S/ ${r.max.toLocaleString('es-PE')}`,
  })),
  pepRelationships: labelOptions(PEP_RELATIONSHIPS),
  beneficiaryRelationships: beneficiaryRelationshipOptions,
  propertyRegimes: labelOptions(PROPERTY_REGIMES),
  /** A natural person's documents (configuration codes). */
  documentTypes: documentTypeOptions,
};
