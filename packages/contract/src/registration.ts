import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { codeSentResponseSchema, codeValidResponseSchema } from './common';
import {
  type CodePurposeName,
  configDocumentTypeSchema,
  documentKindOfConfigCode,
  originSchema,
} from './enums';
import {
  documentNumberMessage,
  emailSchema,
  isoDateSchema,
  isValidDocumentNumber,
  normalizeDocumentNumber,
  peruvianMobileSchema,
  securityCodeSchema,
} from './validators';
import { formStepsSchema, sessionUserSchema } from './user';

const versionSchema = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(50));

/**
 * POST /api/app/customer/register-email, with the public token.
 *
 * The spec shows only "registration fields without captcha token and action" (the captcha was
 * passed at the public login). Our design: the email, an optional mobile, and the consents of
 * Peru law 29733 — terms and privacy policy must be accepted, with the versions the customer saw
 * (from global-config); marketing and group sharing are separate optional consents, unticked by
 * default. The server records each consent with version, time and IP, creates a prospect and
 * emails a 6-digit code to verify the address (verify-email).
 */
export const registerEmailRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    phone_number: z.optional(peruvianMobileSchema),
    terms_accepted: z.literal(true, 'Debes aceptar los términos y condiciones.'),
    terms_version: versionSchema,
    privacy_policy_accepted: z.literal(true, 'Debes aceptar la política de privacidad.'),
    privacy_policy_version: versionSchema,
    marketing_consent: z._default(z.boolean(), false),
    group_sharing_consent: z._default(z.boolean(), false),
    origin: z._default(originSchema, 'WEB'),
  })
  .check(z.meta({ id: 'RegisterEmailRequest' }));
export type RegisterEmailRequest = z.input<typeof registerEmailRequestSchema>;

/** POST /api/user/app/send-email-validation: (re)send the code that verifies an address. */
export const sendEmailValidationRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    resend: z._default(z.boolean(), true),
    origin: z._default(originSchema, 'WEB'),
  })
  .check(z.meta({ id: 'SendEmailValidationRequest' }));
export type SendEmailValidationRequest = z.input<typeof sendEmailValidationRequestSchema>;

/**
 * PATCH /api/user/app/verify-email/:code/:email/WEB, no body. The last segment is the channel.
 * It verifies the address with its 6-digit code. Registration's first verification (an account
 * that has no password yet) opens a prospect session (the answer carries user, form_steps and
 * token) so the customer continues with identity validation. Any other verification opens
 * none: an email change (update-email-customer) completes the change for the device that
 * asked, which keeps its own session, and an account with a password logs in with it. A code
 * alone never hands out a session to an account a password protects.
 */
export const verifyEmailParamsSchema = /* @__PURE__ */ z.object({
  code: securityCodeSchema,
  email: emailSchema,
});
export type VerifyEmailParams = z.input<typeof verifyEmailParamsSchema>;

export const verifyEmailResponseSchema = /* @__PURE__ */ z
  .object({
    message: z.string(),
    email_verified: z.literal(true),
    /** Only registration's first verification (an account without a password) opens a session. */
    user: z.optional(sessionUserSchema),
    form_steps: z.optional(formStepsSchema),
    token: z.optional(z.string()),
  })
  .check(z.meta({ id: 'VerifyEmailResponse' }));
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

const personNameSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Este dato es obligatorio.'),
    z.maxLength(100),
    z.regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, 'Usa solo letras.'),
  );

/**
 * POST /api/app/customer/send-prospect-document, with the prospect's session.
 *
 * Spec: "not shown". Our design: identity validation of a natural person — document type (the
 * global-configuration code set: 01 DNI, 03 CE, 04 RUC, 05 passport, 00 other), its number
 * (validated per type; DNI 8 digits, RUC with check digit...), birth date (legal-age check:
 * 'User is not legal year' under 18) and names. 'Number document exist' when another account
 * has that document.
 */
export const sendProspectDocumentRequestSchema = /* @__PURE__ */ z
  .object({
    document_type: configDocumentTypeSchema,
    number_document: z.pipe(
      z.string().check(z.maxLength(20)),
      z.transform(normalizeDocumentNumber),
    ),
    birth_date: isoDateSchema,
    name: personNameSchema,
    lastname: personNameSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      const kind = documentKindOfConfigCode(value.document_type);
      if (!isValidDocumentNumber(kind, value.number_document)) {
        ctx.addIssue({
          code: 'custom',
          path: ['number_document'],
          message: documentNumberMessage(kind),
        });
      }
    }),
  )
  .check(z.meta({ id: 'SendProspectDocumentRequest' }));
export type SendProspectDocumentRequest = z.input<typeof sendProspectDocumentRequestSchema>;

export const sendProspectDocumentResponseSchema = /* @__PURE__ */ z
  .object({
    message: z.string(),
    user: sessionUserSchema,
    form_steps: formStepsSchema,
  })
  .check(z.meta({ id: 'SendProspectDocumentResponse' }));
export type SendProspectDocumentResponse = z.infer<typeof sendProspectDocumentResponseSchema>;

/**
 * POST /api/app/customer/validate-security-code.
 *
 * Spec: "not shown". Our design: checks a 6-digit code received by email for one purpose
 * without using it up, so a wizard can confirm the code on its own step before asking for the
 * rest (e.g. the code step of create password). Wrong tries count towards the code's limit.
 * 'Security Code No match' for a wrong, expired or used code.
 *
 * Only the codes of someone without a session (registration, password creation and recovery):
 * the codes that confirm a signed-in customer's change (email, phone, risk profile, final
 * beneficiary) are checked by their own routes, so nobody who only knows an email address can
 * spend their tries here.
 */
export const PUBLIC_CODE_PURPOSES = [
  'EMAIL_VERIFICATION',
  'PASSWORD_CREATION',
  'PASSWORD_RECOVERY',
] as const satisfies readonly CodePurposeName[];

export const validateSecurityCodeRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    code: securityCodeSchema,
    purpose: z.enum(PUBLIC_CODE_PURPOSES),
  })
  .check(z.meta({ id: 'ValidateSecurityCodeRequest' }));
export type ValidateSecurityCodeRequest = z.input<typeof validateSecurityCodeRequestSchema>;

// Routes of this area (registered by the server from `routes`).

export const registerEmailRoute = /* @__PURE__ */ defineRoute({
  operationId: 'registerEmail',
  method: 'POST',
  path: '/api/app/customer/register-email',
  auth: 'publicToken',
  summary: 'Register an email with the consents; sends the verification code',
  tags: ['registration'],
  body: registerEmailRequestSchema,
  response: { 200: codeSentResponseSchema },
  errors: [
    'USER_ALREADY_REGISTERED',
    'PHONE_NUMBER_EXIST',
    '100062',
    'CODE_SEND_LIMITED',
    'CODE_SEND_PAUSED',
  ],
});

export const sendEmailValidationRoute = /* @__PURE__ */ defineRoute({
  operationId: 'sendEmailValidation',
  method: 'POST',
  path: '/api/user/app/send-email-validation',
  auth: 'public',
  summary: 'Send (again) the code that verifies an email',
  tags: ['registration'],
  body: sendEmailValidationRequestSchema,
  response: { 200: codeSentResponseSchema },
  errors: ['100061', '100062', '100102', 'CODE_SEND_LIMITED', 'CODE_SEND_PAUSED'],
});

export const verifyEmailRoute = /* @__PURE__ */ defineRoute({
  operationId: 'verifyEmail',
  method: 'PATCH',
  path: '/api/user/app/verify-email/:code/:email/WEB',
  auth: 'public',
  summary: 'Verify an email with its code; opens the session',
  tags: ['registration'],
  params: verifyEmailParamsSchema,
  response: { 200: verifyEmailResponseSchema },
  errors: ['SECURITY_CODE_NO_MATCH', '100092', 'EMAIL_ALREADY_REGISTERED'],
});

export const sendProspectDocumentRoute = /* @__PURE__ */ defineRoute({
  operationId: 'sendProspectDocument',
  method: 'POST',
  path: '/api/app/customer/send-prospect-document',
  auth: 'user',
  summary: 'Identity validation: document type and number, birth date, names',
  tags: ['registration'],
  body: sendProspectDocumentRequestSchema,
  response: { 200: sendProspectDocumentResponseSchema },
  errors: ['NUMBER_DOCUMENT_EXIST', 'USER_NOT_LEGAL_YEAR', 'ALREADY_PASSED_AML'],
});

export const validateSecurityCodeRoute = /* @__PURE__ */ defineRoute({
  operationId: 'validateSecurityCode',
  method: 'POST',
  path: '/api/app/customer/validate-security-code',
  auth: 'public',
  summary: 'Check a code received by email without using it up',
  tags: ['registration'],
  body: validateSecurityCodeRequestSchema,
  response: { 200: codeValidResponseSchema },
  errors: ['SECURITY_CODE_NO_MATCH'],
});
