import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { configDocumentTypeSchema } from './enums';
import { formStepsSchema, sessionUserSchema } from './user';
import { AmlOutcome } from './screening';
import { ClientDataStatus } from './participant-status';
import { residenceStepSchema } from './residence';
import {
  beneficiaryStepSchema,
  clientStepSchema,
  documentStepSchema,
  identificationStepSchema,
  informationStepSchema,
  pepStepSchema,
  spouseStepSchema,
} from './client-data-steps';

/**
 * The client-data wizard (know your customer) of a natural person: its steps, lists and rules
 * are in `client-data-steps` and `client-data-issues`; this module adds the routes.
 */
export * from './client-data-steps';
export * from './client-data-issues';

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
