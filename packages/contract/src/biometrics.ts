import { z } from 'zod/mini';
import { checkStateSchema, facialCheckResultSchema } from './kyc-enums';
import { defineRoute } from './route-def';

/** What a facial check is for: each has its own attempts per day. */
export const BiometricPurpose = {
  /** The client-data wizard's last step (becoming a participant). */
  ONBOARDING: 'ONBOARDING',
  SUBSCRIPTION: 'SUBSCRIPTION',
  RESCUE: 'RESCUE',
} as const;
export type BiometricPurposeName = (typeof BiometricPurpose)[keyof typeof BiometricPurpose];
export const biometricPurposeSchema = /* @__PURE__ */ z.enum(BiometricPurpose);

/** Facial checks a customer may try per purpose and Lima day. */
export const BIOMETRIC_ATTEMPTS_PER_DAY = 3;
/** The largest selfie the API takes, in bytes (before base64). */
export const SELFIE_MAX_BYTES = 3 * 1024 * 1024;

/** Where a customer stands for one purpose today. */
export const biometricStatusSchema = /* @__PURE__ */ z
  .object({
    purpose: biometricPurposeSchema,
    /** 0 nothing tried today, 1 the last try failed, 2 passed or out of attempts. */
    check_state: checkStateSchema,
    last_result: facialCheckResultSchema,
    attempts_today: z.int().check(z.nonnegative()),
    attempts_left: z.int().check(z.nonnegative()),
    /** When a customer out of attempts may try again (the next Lima midnight), else null. */
    retry_at: z.nullable(z.string()),
    /** Whether any check of this customer ever passed (first success or a later one). */
    ever_passed: z.boolean(),
  })
  .check(z.meta({ id: 'BiometricStatus' }));
export type BiometricStatus = z.infer<typeof biometricStatusSchema>;

export const biometricSessionResponseSchema = /* @__PURE__ */ z
  .object({
    session_id: z.string(),
    /** The capture must be sent before this instant. */
    expires_at: z.string(),
    status: biometricStatusSchema,
  })
  .check(z.meta({ id: 'BiometricSession' }));

export const biometricCompareResponseSchema = /* @__PURE__ */ z
  .object({
    result: facialCheckResultSchema,
    /** True for the customer's first check ever passed (its own splash). */
    first_success: z.boolean(),
    status: biometricStatusSchema,
  })
  .check(z.meta({ id: 'BiometricComparison' }));
export type BiometricComparison = z.infer<typeof biometricCompareResponseSchema>;

export const biometricStatusRoute = /* @__PURE__ */ defineRoute({
  operationId: 'biometricStatus',
  method: 'GET',
  path: '/api/toc/status',
  auth: 'user',
  summary: 'Where the customer stands with the facial check for a purpose today',
  tags: ['biometrics'],
  querystring: z.object({ purpose: biometricPurposeSchema }),
  response: { 200: biometricStatusSchema },
  errors: [],
});

export const biometricSessionRoute = /* @__PURE__ */ defineRoute({
  operationId: 'biometricSession',
  method: 'POST',
  path: '/api/toc/sessions',
  auth: 'user',
  summary: 'Opens a capture session for one facial check (counts against the day’s attempts)',
  tags: ['biometrics'],
  body: z.object({ purpose: biometricPurposeSchema }),
  response: { 200: biometricSessionResponseSchema },
  errors: [
    'BIOMETRIC_ATTEMPTS_EXCEEDED',
    'BIOMETRIC_NO_DOCUMENT',
    'BIOMETRIC_DOCUMENT_PHOTO_MISSING',
    'BIOMETRIC_PROVIDER_UNAVAILABLE',
  ],
});

export const biometricCompareRoute = /* @__PURE__ */ defineRoute({
  operationId: 'biometricCompare',
  method: 'POST',
  path: '/api/toc/sessions/:id/selfie',
  auth: 'user',
  summary:
    'Compares the selfie with the photo the registry holds for the customer’s document; the selfie is not kept',
  tags: ['biometrics'],
  params: z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) }),
  body: z.object({
    /** The selfie, JPEG or PNG, base64 (at most SELFIE_MAX_BYTES once decoded). */
    image: z.string().check(z.minLength(16), z.maxLength(Math.ceil(SELFIE_MAX_BYTES / 3) * 4 + 8)),
  }),
  bodyLimit: Math.ceil(SELFIE_MAX_BYTES / 3) * 4 + 1024,
  response: { 200: biometricCompareResponseSchema },
  errors: [
    'NOT_FOUND',
    'BIOMETRIC_SESSION_CLOSED',
    'BIOMETRIC_IMAGE_INVALID',
    'PAYLOAD_TOO_LARGE',
    'BIOMETRIC_PROVIDER_UNAVAILABLE',
  ],
});
