import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { configDocumentTypeSchema } from './enums';

/** The outcome of an anti-money-laundering screening. */
export const AmlOutcome = { CLEARED: 'CLEARED', BLOCKED: 'BLOCKED' } as const;
export type AmlOutcomeName = (typeof AmlOutcome)[keyof typeof AmlOutcome];

/** A spouse screened with the customer (a married customer's client data). */
export const screeningSpouseSchema = /* @__PURE__ */ z.object({
  document_type: configDocumentTypeSchema,
  number_document: z.string().check(z.regex(/^[A-Za-z0-9]{4,12}$/)),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  lastname: z.string().check(z.minLength(1), z.maxLength(80)),
});

export const amlScreeningResponseSchema = /* @__PURE__ */ z
  .object({
    /** CLEARED lets the customer invest; BLOCKED stops it (the "failed AML" splash). */
    outcome: z.enum(AmlOutcome),
    screened_at: z.string(),
  })
  .check(
    z.meta({
      id: 'AmlScreening',
      description:
        'The customer (and the spouse, when given) checked against the sanctions and watch lists. Which list matched is kept for compliance and never told to the customer.',
    }),
  );
export type AmlScreening = z.infer<typeof amlScreeningResponseSchema>;

export const amlScreeningRoute = /* @__PURE__ */ defineRoute({
  operationId: 'amlScreening',
  method: 'POST',
  path: '/api/participant/aml-screening',
  auth: 'user',
  summary:
    'Screens the customer (and spouse) against the watch lists when the client data is complete',
  tags: ['participant'],
  body: z.object({ spouse: z.optional(screeningSpouseSchema) }),
  response: { 200: amlScreeningResponseSchema },
  errors: ['ALREADY_PASSED_AML', 'IDENTITY_NOT_VALIDATED'],
});

/** Whether the customer is already a participant in the fund manager's back office. */
export const spectrumParticipantResponseSchema = /* @__PURE__ */ z
  .object({
    exist_spectrum: z.boolean(),
    /** The day they became a participant, when they are one. */
    participant_since: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  })
  .check(z.meta({ id: 'SpectrumParticipant' }));

export const spectrumParticipantRoute = /* @__PURE__ */ defineRoute({
  operationId: 'spectrumParticipant',
  method: 'GET',
  path: '/api/spectrum/participant',
  auth: 'user',
  summary:
    'Looks the customer’s own document up in the back office (never another one’s) and keeps exist_spectrum',
  tags: ['participant'],
  response: { 200: spectrumParticipantResponseSchema },
  errors: ['IDENTITY_NOT_VALIDATED'],
});
