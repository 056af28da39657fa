import { z } from 'zod/mini';
import { riskProfileSchema } from './funds';
import { defineRoute } from './route-def';

/**
 * The customer's own data as the profile page shows it (docs/DOMAIN.md, Personal data), and
 * the consents of law 29733: the required ones (terms, privacy policy) and the optional ones
 * (marketing, sharing with the group's companies), which the customer may give or withdraw at
 * any time; every change is recorded with its version, time and IP.
 */

export const CONSENT_PURPOSES = {
  TERMS_CONDITIONS: 'Términos y condiciones',
  PRIVACY_POLICY: 'Política de privacidad y tratamiento de datos personales',
  MARKETING: 'Recibir novedades y ofertas de nuestros fondos',
  GROUP_SHARING: 'Compartir mis datos con las empresas del grupo',
} as const;
export type ConsentPurpose = keyof typeof CONSENT_PURPOSES;
/** The consents a customer may withdraw without closing the account. */
export const OPTIONAL_CONSENTS = ['MARKETING', 'GROUP_SHARING'] as const;
export const optionalConsentSchema = /* @__PURE__ */ z.enum(OPTIONAL_CONSENTS);

export const consentSchema = /* @__PURE__ */ z.object({
  purpose: z.enum(['TERMS_CONDITIONS', 'PRIVACY_POLICY', 'MARKETING', 'GROUP_SHARING']),
  version: z.string(),
  accepted: z.boolean(),
  /** When this answer was given (ISO instant); null for an optional one never answered. */
  at: z.nullable(z.string()),
  /** Required to use the portal: it cannot be withdrawn here. */
  required: z.boolean(),
});
export type Consent = z.infer<typeof consentSchema>;

export const profileSchema = /* @__PURE__ */ z
  .object({
    name: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone_number: z.nullable(z.string()),
    document_type: z.nullable(z.string()),
    number_document: z.nullable(z.string()),
    birth_date: z.nullable(z.string()),
    /** The home address in one line (client data's Residencia); null before it is given. */
    address: z.nullable(z.string()),
    risk_profile: z.nullable(
      z.object({ profile: riskProfileSchema, answered_at: z.nullable(z.string()) }),
    ),
    /** From the client data: the customer invests on their own behalf, or for someone named. */
    final_beneficiary: z.nullable(
      z.object({ own_behalf: z.boolean(), name: z.nullable(z.string()) }),
    ),
    consents: z.array(consentSchema),
  })
  .check(z.meta({ id: 'Profile' }));
export type Profile = z.infer<typeof profileSchema>;

export const profileRoute = /* @__PURE__ */ defineRoute({
  operationId: 'profile',
  method: 'GET',
  path: '/api/profile',
  auth: 'user',
  summary: "The customer's data, risk profile, final beneficiary and consents",
  tags: ['profile'],
  response: { 200: profileSchema },
  errors: [],
});

export const updateConsentRoute = /* @__PURE__ */ defineRoute({
  operationId: 'updateConsent',
  method: 'PUT',
  path: '/api/profile/consents/:purpose',
  auth: 'user',
  summary: 'Gives or withdraws an optional consent (recorded with version, time and IP)',
  tags: ['profile'],
  params: z.object({ purpose: optionalConsentSchema }),
  body: z.object({ accepted: z.boolean() }).check(z.meta({ id: 'UpdateConsentBody' })),
  response: { 200: z.object({ consents: z.array(consentSchema) }) },
  errors: [],
});
