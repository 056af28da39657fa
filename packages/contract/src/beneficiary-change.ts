import { z } from 'zod/mini';
import { beneficiaryStepSchema } from './client-data';
import { codeSentResponseSchema } from './common';
import { defineRoute } from './route-def';
import { securityCodeSchema } from './validators';

/**
 * The final beneficiary's change confirmed with a code (see `profile-changes.ts` for the
 * two-call design): the declaration in force, the code for a new one, and the change.
 */

export const finalBeneficiaryResponseSchema = /* @__PURE__ */ z
  .object({
    /** The declaration in force; null until the client data is completed. */
    declaration: z.nullable(beneficiaryStepSchema),
    /** When it was declared (the client data's completion or the last change). */
    declared_at: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'FinalBeneficiary' }));
export type FinalBeneficiaryResponse = z.infer<typeof finalBeneficiaryResponseSchema>;

export const beneficiaryChangeBodySchema = /* @__PURE__ */ z
  .object({ declaration: beneficiaryStepSchema, code: securityCodeSchema })
  .check(z.meta({ id: 'BeneficiaryChangeBody' }));
export type BeneficiaryChangeBody = z.input<typeof beneficiaryChangeBodySchema>;

export const finalBeneficiaryRoute = /* @__PURE__ */ defineRoute({
  operationId: 'finalBeneficiary',
  method: 'GET',
  path: '/api/profile/final-beneficiary',
  auth: 'user',
  summary: "The customer's final-beneficiary declaration in force",
  tags: ['profile'],
  response: { 200: finalBeneficiaryResponseSchema },
  errors: [],
});

export const beneficiaryChangeCodeRoute = /* @__PURE__ */ defineRoute({
  operationId: 'beneficiaryChangeCode',
  method: 'POST',
  path: '/api/profile/final-beneficiary/code',
  auth: 'user',
  summary:
    'Checks a new final-beneficiary declaration and emails the code that confirms it (nothing changes yet)',
  tags: ['profile'],
  body: beneficiaryStepSchema,
  response: { 200: codeSentResponseSchema },
  errors: ['CLIENT_DATA_INCOMPLETE', '100103', 'CODE_SEND_PAUSED'],
});

export const beneficiaryChangeRoute = /* @__PURE__ */ defineRoute({
  operationId: 'beneficiaryChange',
  method: 'POST',
  path: '/api/profile/final-beneficiary',
  auth: 'user',
  summary:
    'With the emailed code, the new declaration replaces the one in force, which is kept on record',
  tags: ['profile'],
  body: beneficiaryChangeBodySchema,
  response: { 200: finalBeneficiaryResponseSchema },
  errors: ['CLIENT_DATA_INCOMPLETE', 'SECURITY_CODE_NO_MATCH', 'RATE_LIMITED'],
});
