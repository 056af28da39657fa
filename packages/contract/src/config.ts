import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { configDocumentTypeSchema, ConsentKind } from './enums';

/**
 * GET /api/app/global-config, public. The spec's fields (terms_conditions, privacy_policy,
 * admin_contract, disclaimer, email, phone_number) plus what registration needs: the current
 * version of each consent document (sent back by register-email), the document types of the
 * configuration code set with their labels, and the captcha settings of the public login.
 */
export const globalConfigResponseSchema = /* @__PURE__ */ z
  .object({
    /** URL of the terms and conditions document. */
    terms_conditions: z.string(),
    /** URL of the privacy policy. */
    privacy_policy: z.string(),
    /** URL of the administration contract. */
    admin_contract: z.string(),
    /** Legal disclaimer text shown in the footer. */
    disclaimer: z.string(),
    /** Support email. */
    email: z.string(),
    /** Support phone, as displayed. */
    phone_number: z.string(),
    consent_versions: z.object({
      [ConsentKind.TERMS_CONDITIONS]: z.string(),
      [ConsentKind.PRIVACY_POLICY]: z.string(),
      [ConsentKind.MARKETING]: z.string(),
      [ConsentKind.GROUP_SHARING]: z.string(),
    }),
    document_types: z.array(z.object({ code: configDocumentTypeSchema, label: z.string() })),
    captcha: z.object({
      /** False when the server verifies no captcha (local use). */
      enabled: z.boolean(),
      /** The provider's public site key, when enabled. */
      site_key: z.nullable(z.string()),
      /** The action the public login must declare in X-Captcha-Action. */
      action: z.string(),
    }),
  })
  .check(z.meta({ id: 'GlobalConfig' }));
export type GlobalConfig = z.infer<typeof globalConfigResponseSchema>;

// Routes of this area (registered by the server from `routes`).

export const globalConfigRoute = /* @__PURE__ */ defineRoute({
  operationId: 'globalConfig',
  method: 'GET',
  path: '/api/app/global-config',
  auth: 'public',
  summary: 'Global configuration: legal documents, consent versions, contact, document types',
  tags: ['config'],
  response: { 200: globalConfigResponseSchema },
  errors: [],
});
