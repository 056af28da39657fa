import { z } from 'zod/mini';
import { codeSentResponseSchema } from './common';
import { currencySchema } from './enums';
import { riskProfileSchema } from './funds';
import { riskAnswersBodySchema, riskResultSchema } from './risk';
import { defineRoute } from './route-def';
import { securityCodeSchema } from './validators';

/**
 * Changes of the profile that a 6-digit code confirms (issue 13): the risk profile (the
 * questionnaire taken again) and the final beneficiary (the client data's "Beneficiario
 * final"). Each is two calls: the first checks what the customer answered and emails a code
 * (nothing changes yet); the second carries the same answers with the code and makes the
 * change. The code is bound to the customer and the change's purpose (RISK_CHANGE,
 * BENEFICIARY_CHANGE); the answers travel again with it, so nothing is held half-done on the
 * server and a wrong code loses nothing. The previous answers stay on record: every
 * questionnaire is its own row, and every beneficiary change keeps the declaration it
 * replaced (docs/DOMAIN.md, Profile changes). The final beneficiary's calls are in
 * `beneficiary-change.ts` (kept apart so the risk change's page does not load the client data's
 * schemas).
 */

const decimalText = /* @__PURE__ */ z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

// ---- Risk profile ---------------------------------------------------------------------------

export const riskChangeCodeResponseSchema = /* @__PURE__ */ z
  .object({
    ...codeSentResponseSchema.shape,
    /** The profile these answers give (shown on Validación; not saved until the code). */
    profile: riskProfileSchema,
    /** The customer's profile now; null before a first questionnaire. */
    previous_profile: z.nullable(riskProfileSchema),
  })
  .check(z.meta({ id: 'RiskChangeCodeSent' }));
export type RiskChangeCodeResponse = z.infer<typeof riskChangeCodeResponseSchema>;

export const riskChangeBodySchema = /* @__PURE__ */ z
  .object({ ...riskAnswersBodySchema.shape, code: securityCodeSchema })
  .check(z.meta({ id: 'RiskChangeBody' }));
export type RiskChangeBody = z.input<typeof riskChangeBodySchema>;

/** A holding in a fund whose risk is above what the profile accepts. */
export const holdingAboveProfileSchema = /* @__PURE__ */ z.object({
  fund_code: z.string(),
  fund_name: z.string(),
  series_name: z.string(),
  currency: currencySchema,
  /** 1 (lowest) to 5. */
  risk_level: z.int(),
  /** The holding at the latest valor cuota, 2 decimals. */
  value: decimalText,
});
export type HoldingAboveProfile = z.infer<typeof holdingAboveProfileSchema>;

export const riskChangeResponseSchema = /* @__PURE__ */ z
  .object({
    result: riskResultSchema,
    previous_profile: z.nullable(riskProfileSchema),
    /** The highest fund risk level (1–5) the new profile accepts. */
    reach: z.int(),
    /** What the customer holds above the new profile; nothing of it is sold. */
    holdings_above: z.array(holdingAboveProfileSchema),
  })
  .check(z.meta({ id: 'RiskChanged' }));
export type RiskChangeResponse = z.infer<typeof riskChangeResponseSchema>;

export const riskChangeCodeRoute = /* @__PURE__ */ defineRoute({
  operationId: 'riskChangeCode',
  method: 'POST',
  path: '/api/profile/risk-profile/code',
  auth: 'user',
  summary:
    'Checks the retaken questionnaire, says which profile it gives and emails the code that confirms the change (nothing changes yet)',
  tags: ['profile'],
  body: riskAnswersBodySchema,
  response: { 200: riskChangeCodeResponseSchema },
  errors: ['QUESTIONNAIRE_OUTDATED', 'QUESTIONNAIRE_INCOMPLETE', '100103', 'CODE_SEND_PAUSED'],
});

export const riskChangeRoute = /* @__PURE__ */ defineRoute({
  operationId: 'riskChange',
  method: 'POST',
  path: '/api/profile/risk-profile',
  auth: 'user',
  summary:
    'With the emailed code, keeps the answers as a new questionnaire, changes the risk profile and lists the holdings above it',
  tags: ['profile'],
  body: riskChangeBodySchema,
  response: { 200: riskChangeResponseSchema },
  errors: [
    'QUESTIONNAIRE_OUTDATED',
    'QUESTIONNAIRE_INCOMPLETE',
    'SECURITY_CODE_NO_MATCH',
    'RATE_LIMITED',
  ],
});
