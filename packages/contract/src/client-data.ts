import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { configDocumentTypeSchema, documentKindOfConfigCode } from './enums';
import { incomeBandSchema, transactionVolumeRangeSchema } from './kyc-enums';
import {
  ageOn,
  documentNumberMessage,
  isoDateSchema,
  isValidDocumentNumber,
  LEGAL_AGE,
  normalizeDocumentNumber,
} from './validators';
import { formStepsSchema, sessionUserSchema } from './user';
import { AmlOutcome } from './screening';
import { ClientDataStatus } from './participant-status';
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

/** Whether a civil status brings the spouse's steps. */
export const hasSpouse = (civilStatus: CivilStatus | undefined): boolean =>
  civilStatus === 'MARRIED';

/** The steps of a customer's wizard, in order, given their civil status (Validación follows). */
export function clientStepSequence(civilStatus: CivilStatus | undefined): ClientStepName[] {
  return hasSpouse(civilStatus) ? [...OWN_STEPS, ...SPOUSE_STEPS] : [...OWN_STEPS];
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

export const DocumentPhotoSide = { FRONT: 'front', BACK: 'back' } as const;
export type DocumentPhotoSideName = (typeof DocumentPhotoSide)[keyof typeof DocumentPhotoSide];
export const documentPhotoSideSchema = /* @__PURE__ */ z.enum(DocumentPhotoSide);
/** The largest photo of the DNI the API takes, in bytes (before base64). */
export const DOCUMENT_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
const photoBase64Max = Math.ceil(DOCUMENT_PHOTO_MAX_BYTES / 3) * 4 + 8;

const stepsDataSchema = z.object({
  DOCUMENT: z.nullable(documentStepSchema),
  IDENTIFICATION: z.nullable(identificationStepSchema),
  INFORMATION: z.nullable(informationStepSchema),
  RESIDENCE: z.nullable(residenceStepSchema),
  PEP: z.nullable(pepStepSchema),
  BENEFICIARY: z.nullable(beneficiaryStepSchema),
  SPOUSE: z.nullable(spouseStepSchema),
  SPOUSE_PEP: z.nullable(pepStepSchema),
  SPOUSE_BENEFICIARY: z.nullable(beneficiaryStepSchema),
});

export const clientDataSchema = /* @__PURE__ */ z
  .object({
    status: z.enum(ClientDataStatus),
    /** The identity document from identity validation (read-only in the wizard). */
    document: z.object({
      document_type: configDocumentTypeSchema,
      number_document: z.string(),
    }),
    /** Names and birth date from identity validation, to prefill Identificación. */
    prefill: z.object({
      name: z.string(),
      lastname: z.string(),
      birth_date: z.nullable(z.string()),
    }),
    /** The steps of this customer's wizard in order (Validación follows the last). */
    sequence: z.array(clientStepSchema),
    /** Steps saved and valid (in this review, for REVIEW). */
    completed: z.array(clientStepSchema),
    /** The first step of the sequence not completed; null when only Validación is left. */
    current_step: z.nullable(clientStepSchema),
    steps: stepsDataSchema,
    photos: z.object({ front: z.boolean(), back: z.boolean() }),
    /** When the wizard was last confirmed, or null. */
    completed_at: z.nullable(z.string()),
    aml_outcome: z.nullable(z.enum(AmlOutcome)),
  })
  .check(z.meta({ id: 'ClientData' }));
export type ClientData = z.infer<typeof clientDataSchema>;

export const clientDataRoute = /* @__PURE__ */ defineRoute({
  operationId: 'clientData',
  method: 'GET',
  path: '/api/participant/client-data',
  auth: 'user',
  summary: 'The customer’s client-data wizard: every saved answer and the step to resume at',
  tags: ['participant'],
  response: { 200: clientDataSchema },
  errors: ['IDENTITY_NOT_VALIDATED'],
});

export const saveClientStepRequestSchema = /* @__PURE__ */ z
  .discriminatedUnion('step', [
    z.object({ step: z.literal('DOCUMENT'), data: documentStepSchema }),
    z.object({ step: z.literal('IDENTIFICATION'), data: identificationStepSchema }),
    z.object({ step: z.literal('INFORMATION'), data: informationStepSchema }),
    z.object({ step: z.literal('RESIDENCE'), data: residenceStepSchema }),
    z.object({ step: z.literal('PEP'), data: pepStepSchema }),
    z.object({ step: z.literal('BENEFICIARY'), data: beneficiaryStepSchema }),
    z.object({ step: z.literal('SPOUSE'), data: spouseStepSchema }),
    z.object({ step: z.literal('SPOUSE_PEP'), data: pepStepSchema }),
    z.object({ step: z.literal('SPOUSE_BENEFICIARY'), data: beneficiaryStepSchema }),
  ])
  .check(z.meta({ id: 'SaveClientStepRequest' }));
export type SaveClientStepRequest = z.input<typeof saveClientStepRequestSchema>;

export const saveClientStepRoute = /* @__PURE__ */ defineRoute({
  operationId: 'saveClientStep',
  method: 'PUT',
  path: '/api/participant/client-data',
  auth: 'user',
  summary:
    'Saves one step of the wizard (validated with its rules); earlier steps must be saved first',
  tags: ['participant'],
  body: saveClientStepRequestSchema,
  response: { 200: clientDataSchema },
  errors: [
    'IDENTITY_NOT_VALIDATED',
    'CLIENT_STEP_OUT_OF_ORDER',
    'DOCUMENT_EXPIRED',
    'DOCUMENT_PHOTOS_MISSING',
    'USER_NOT_LEGAL_YEAR',
    'NUMBER_DOCUMENT_EXIST',
    'UBIGEO_UNKNOWN',
  ],
});

export const documentPhotoRoute = /* @__PURE__ */ defineRoute({
  operationId: 'documentPhoto',
  method: 'PUT',
  path: '/api/participant/client-data/photos/:side',
  auth: 'user',
  summary: 'Stores a photo of the front or back of the customer’s DNI (JPEG or PNG, ≤ 4 MB)',
  tags: ['participant'],
  params: z.object({ side: documentPhotoSideSchema }),
  body: z.object({
    image: z.string().check(z.minLength(16), z.maxLength(photoBase64Max)),
  }),
  bodyLimit: photoBase64Max + 1024,
  response: { 200: z.object({ front: z.boolean(), back: z.boolean() }) },
  errors: ['IDENTITY_NOT_VALIDATED', 'BIOMETRIC_IMAGE_INVALID', 'PAYLOAD_TOO_LARGE'],
});

/** The declarations confirmed on Validación, each required. */
export const DECLARATIONS = {
  truthful: 'Declaro que la información que he proporcionado es verdadera y está completa.',
  lawful_funds: 'Declaro que los fondos que invertiré tienen origen lícito.',
  update_duty:
    'Me comprometo a informar cualquier cambio en estos datos y a actualizarlos cada año.',
} as const;

export const completeClientDataRequestSchema = /* @__PURE__ */ z
  .object({
    truthful: z.literal(true, 'Debes confirmar esta declaración.'),
    lawful_funds: z.literal(true, 'Debes confirmar esta declaración.'),
    update_duty: z.literal(true, 'Debes confirmar esta declaración.'),
  })
  .check(z.meta({ id: 'CompleteClientDataRequest' }));

export const completeClientDataResponseSchema = /* @__PURE__ */ z
  .object({
    /** CLEARED: the customer is a participant ("prospect completed"); BLOCKED: "failed AML". */
    aml_outcome: z.enum(AmlOutcome),
    user: sessionUserSchema,
    form_steps: formStepsSchema,
  })
  .check(z.meta({ id: 'CompleteClientDataResponse' }));
export type CompleteClientDataResponse = z.infer<typeof completeClientDataResponseSchema>;

export const completeClientDataRoute = /* @__PURE__ */ defineRoute({
  operationId: 'completeClientData',
  method: 'POST',
  path: '/api/participant/client-data/complete',
  auth: 'user',
  summary:
    'Confirms the wizard (every step saved, declarations, a passed facial check) and screens the customer and spouse',
  tags: ['participant'],
  body: completeClientDataRequestSchema,
  response: { 200: completeClientDataResponseSchema },
  errors: ['IDENTITY_NOT_VALIDATED', 'CLIENT_DATA_INCOMPLETE', 'BIOMETRIC_REQUIRED'],
});
