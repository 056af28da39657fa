import { z } from 'zod/mini';
import { configDocumentTypeSchema } from './enums';
import { incomeBandSchema, transactionVolumeRangeSchema } from './kyc-enums';
import { isoDateSchema, normalizeDocumentNumber } from './validators';
import {
  COUNTRY_CODES,
  countrySchema,
  optionalText,
  PERU,
  REQUIRED,
  residenceStepSchema,
  text,
} from './residence';

export { COUNTRY_CODES, PERU, residenceStepSchema };

/**
 * The client-data wizard (know your customer) of a natural person.
 *
 * Spec: steps Documento, Identificación, Información, Residencia, PEP, Beneficiario final,
 * Validación; a married customer continues with Cónyuge, PEP, Beneficiario final before the one
 * Validación that covers both. Each step is saved on the server as the customer continues (a
 * draft), so a reload or another device resumes at the same step with every answer.
 */
export const ClientStep = {
  DOCUMENT: 'DOCUMENT',
  IDENTIFICATION: 'IDENTIFICATION',
  INFORMATION: 'INFORMATION',
  RESIDENCE: 'RESIDENCE',
  PEP: 'PEP',
  BENEFICIARY: 'BENEFICIARY',
  SPOUSE: 'SPOUSE',
  SPOUSE_PEP: 'SPOUSE_PEP',
  SPOUSE_BENEFICIARY: 'SPOUSE_BENEFICIARY',
} as const;
export type ClientStepName = (typeof ClientStep)[keyof typeof ClientStep];
export const clientStepSchema = /* @__PURE__ */ z.enum(ClientStep);

const OWN_STEPS: readonly ClientStepName[] = [
  'DOCUMENT',
  'IDENTIFICATION',
  'INFORMATION',
  'RESIDENCE',
  'PEP',
  'BENEFICIARY',
];
const SPOUSE_STEPS: readonly ClientStepName[] = ['SPOUSE', 'SPOUSE_PEP', 'SPOUSE_BENEFICIARY'];

// ---------------------------------------------------------------------------------------------
// Lists (our design where the spec says "not shown"; DOMAIN rules for PEP and beneficiary)
// ---------------------------------------------------------------------------------------------

export const Sex = { FEMALE: 'F', MALE: 'M' } as const;
export const SEX_LABELS: Record<'F' | 'M', string> = { F: 'Femenino', M: 'Masculino' };

export const EDUCATION_LEVELS = {
  NONE: 'Sin estudios',
  PRIMARY: 'Primaria',
  SECONDARY: 'Secundaria',
  TECHNICAL: 'Técnica',
  UNIVERSITY: 'Universitaria',
  POSTGRADUATE: 'Posgrado',
} as const;
export type EducationLevel = keyof typeof EDUCATION_LEVELS;

/** Civil status; a married customer (CASADO) continues with the spouse's steps. */
export const CIVIL_STATUSES = {
  SINGLE: 'Soltero(a)',
  MARRIED: 'Casado(a)',
  COHABITING: 'Conviviente',
  DIVORCED: 'Divorciado(a)',
  WIDOWED: 'Viudo(a)',
} as const;
export type CivilStatus = keyof typeof CIVIL_STATUSES;

export const EMPLOYMENT_STATUSES = {
  EMPLOYED: 'Dependiente',
  SELF_EMPLOYED: 'Independiente',
  BUSINESS_OWNER: 'Empresario(a)',
  RETIRED: 'Jubilado(a)',
  STUDENT: 'Estudiante',
  HOMEMAKER: 'Ama(o) de casa',
  UNEMPLOYED: 'Sin ocupación',
} as const;
export type EmploymentStatus = keyof typeof EMPLOYMENT_STATUSES;
/** Who must give an employer and a position. */
export const EMPLOYMENT_WITH_EMPLOYER: readonly EmploymentStatus[] = ['EMPLOYED', 'BUSINESS_OWNER'];

/** Source of funds (DOMAIN): "other" asks what. */
export const FUND_SOURCES = {
  SALARY: 'Sueldo o salario',
  OWN_BUSINESS: 'Negocio propio',
  SAVINGS: 'Ahorros',
  INHERITANCE: 'Herencia',
  PROPERTY_SALE: 'Venta de inmueble',
  PENSION: 'Pensión',
  INVESTMENT_RETURNS: 'Rendimiento de inversiones',
  GIFT: 'Donación',
  OTHER: 'Otro',
} as const;
export type FundSource = keyof typeof FUND_SOURCES;

export const INVESTMENT_PURPOSES = {
  SAVINGS: 'Ahorro',
  RETIREMENT: 'Jubilación',
  EDUCATION: 'Educación',
  HOUSING: 'Vivienda',
  GROWTH: 'Hacer crecer mi dinero',
  LIQUIDITY: 'Tener liquidez disponible',
} as const;
export type InvestmentPurpose = keyof typeof INVESTMENT_PURPOSES;

/** Relationship with a PEP: relatives up to the 2nd degree by blood or marriage, or associate. */
export const PEP_RELATIONSHIPS = {
  PARENT: 'Padre o madre',
  CHILD: 'Hijo(a)',
  SIBLING: 'Hermano(a)',
  GRANDPARENT: 'Abuelo(a)',
  GRANDCHILD: 'Nieto(a)',
  SPOUSE: 'Cónyuge o conviviente',
  PARENT_IN_LAW: 'Suegro(a)',
  CHILD_IN_LAW: 'Yerno o nuera',
  SIBLING_IN_LAW: 'Cuñado(a)',
  ASSOCIATE: 'Colaborador(a) cercano(a)',
} as const;
export type PepRelationship = keyof typeof PEP_RELATIONSHIPS;

export const BENEFICIARY_RELATIONSHIPS = {
  FAMILY: 'Familiar',
  PARTNER: 'Socio(a)',
  EMPLOYER: 'Empleador',
  CLIENT: 'Cliente',
  OTHER: 'Otro',
} as const;
export type BeneficiaryRelationship = keyof typeof BENEFICIARY_RELATIONSHIPS;

export const PROPERTY_REGIMES = {
  COMMUNITY: 'Sociedad de gananciales',
  SEPARATE: 'Separación de patrimonios',
} as const;
export type PropertyRegime = keyof typeof PROPERTY_REGIMES;

/** How long after leaving office someone is still a PEP (DOMAIN: the last 2 years). */
export const PEP_YEARS_AFTER_OFFICE = 2;

// ---------------------------------------------------------------------------------------------
// Step schemas (shape and per-field rules). Rules that need today's date or several fields
// are in `clientStepIssues`, shared by the screen and the server.
// ---------------------------------------------------------------------------------------------

const nameText = () => text(100).check(z.regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, 'Usa solo letras.'));
const date = () => isoDateSchema.check(z.minLength(1, REQUIRED));
const keyOf = <T extends Record<string, string>>(labels: T) =>
  z.enum(Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]], 'Elige una opción.');

export const documentStepSchema = /* @__PURE__ */ z.object({
  issue_date: date(),
  expiry_date: date(),
});

export const identificationStepSchema = /* @__PURE__ */ z.object({
  name: nameText(),
  lastname: nameText(),
  birth_date: date(),
  sex: z.enum(['F', 'M'], 'Elige una opción.'),
  birth_country: countrySchema,
  birth_place: text(100),
  nationality: countrySchema,
  education_level: keyOf(EDUCATION_LEVELS),
  civil_status: keyOf(CIVIL_STATUSES),
});

export const informationStepSchema = /* @__PURE__ */ z.object({
  employment_status: keyOf(EMPLOYMENT_STATUSES),
  occupation: text(100),
  employer: optionalText(120),
  position: optionalText(100),
  income_band: incomeBandSchema,
  fund_source: keyOf(FUND_SOURCES),
  fund_source_other: optionalText(120),
  investment_purpose: keyOf(INVESTMENT_PURPOSES),
  transaction_volume: transactionVolumeRangeSchema,
});

export const pepStepSchema = /* @__PURE__ */ z.object({
  is_pep: z.boolean('Elige una opción.'),
  institution: optionalText(150),
  position: optionalText(100),
  start_date: z.optional(isoDateSchema),
  /** Empty while still in office. */
  end_date: z.optional(isoDateSchema),
  is_pep_relative: z.boolean('Elige una opción.'),
  pep_name: optionalText(150),
  pep_relationship: z.optional(keyOf(PEP_RELATIONSHIPS)),
});

const documentNumber = () =>
  z.string().check(z.maxLength(20), z.overwrite(normalizeDocumentNumber), z.minLength(1, REQUIRED));

export const beneficiaryStepSchema = /* @__PURE__ */ z.object({
  own_behalf: z.boolean('Elige una opción.'),
  third_party_name: optionalText(150),
  third_party_document_type: z.optional(configDocumentTypeSchema),
  third_party_document_number: z.optional(documentNumber()),
  third_party_relationship: z.optional(keyOf(BENEFICIARY_RELATIONSHIPS)),
});

export const spouseStepSchema = /* @__PURE__ */ z.object({
  name: nameText(),
  lastname: nameText(),
  document_type: configDocumentTypeSchema,
  number_document: documentNumber(),
  property_regime: keyOf(PROPERTY_REGIMES),
});

export type DocumentStep = z.output<typeof documentStepSchema>;
export type IdentificationStep = z.output<typeof identificationStepSchema>;
export type InformationStep = z.output<typeof informationStepSchema>;
export type ResidenceStep = z.output<typeof residenceStepSchema>;
export type PepStep = z.output<typeof pepStepSchema>;
export type BeneficiaryStep = z.output<typeof beneficiaryStepSchema>;
export type SpouseStep = z.output<typeof spouseStepSchema>;

export interface ClientStepData {
  DOCUMENT: DocumentStep;
  IDENTIFICATION: IdentificationStep;
  INFORMATION: InformationStep;
  RESIDENCE: ResidenceStep;
  PEP: PepStep;
  BENEFICIARY: BeneficiaryStep;
  SPOUSE: SpouseStep;
  SPOUSE_PEP: PepStep;
  SPOUSE_BENEFICIARY: BeneficiaryStep;
}

export const CLIENT_STEP_SCHEMAS = {
  DOCUMENT: documentStepSchema,
  IDENTIFICATION: identificationStepSchema,
  INFORMATION: informationStepSchema,
  RESIDENCE: residenceStepSchema,
  PEP: pepStepSchema,
  BENEFICIARY: beneficiaryStepSchema,
  SPOUSE: spouseStepSchema,
  SPOUSE_PEP: pepStepSchema,
  SPOUSE_BENEFICIARY: beneficiaryStepSchema,
} as const;

/** Whether a civil status brings the spouse's steps. */
export const hasSpouse = (civilStatus: CivilStatus | undefined): boolean =>
  civilStatus === 'MARRIED';

/** The steps of a customer's wizard, in order, given their civil status (Validación follows). */
export function clientStepSequence(civilStatus: CivilStatus | undefined): ClientStepName[] {
  return hasSpouse(civilStatus) ? [...OWN_STEPS, ...SPOUSE_STEPS] : [...OWN_STEPS];
}
