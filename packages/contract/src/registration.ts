import { z } from 'zod';
import {
  codePurposeSchema,
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

const versionSchema = z.string().trim().min(1).max(50);

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
export const registerEmailRequestSchema = z
  .object({
    email: emailSchema,
    phone_number: peruvianMobileSchema.optional(),
    terms_accepted: z.literal(true, 'Debes aceptar los términos y condiciones.'),
    terms_version: versionSchema,
    privacy_policy_accepted: z.literal(true, 'Debes aceptar la política de privacidad.'),
    privacy_policy_version: versionSchema,
    marketing_consent: z.boolean().default(false),
    group_sharing_consent: z.boolean().default(false),
    origin: originSchema.default('WEB'),
  })
  .meta({ id: 'RegisterEmailRequest' });
export type RegisterEmailRequest = z.input<typeof registerEmailRequestSchema>;

/** POST /api/user/app/send-email-validation: (re)send the code that verifies an address. */
export const sendEmailValidationRequestSchema = z
  .object({
    email: emailSchema,
    resend: z.boolean().default(true),
    origin: originSchema.default('WEB'),
  })
  .meta({ id: 'SendEmailValidationRequest' });
export type SendEmailValidationRequest = z.input<typeof sendEmailValidationRequestSchema>;

/**
 * PATCH /api/user/app/verify-email/:code/:email/WEB, no body. The last segment is the channel.
 * It verifies the address with its 6-digit code. A registration verification opens a prospect
 * session (the answer carries user, form_steps and token) so the customer continues with
 * identity validation; an email change (update-email-customer) completes the change.
 */
export const verifyEmailParamsSchema = z.object({
  code: securityCodeSchema,
  email: emailSchema,
});
export type VerifyEmailParams = z.input<typeof verifyEmailParamsSchema>;

export const verifyEmailResponseSchema = z
  .object({
    message: z.string(),
    email_verified: z.literal(true),
    user: sessionUserSchema,
    form_steps: formStepsSchema,
    token: z.string(),
  })
  .meta({ id: 'VerifyEmailResponse' });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Este dato es obligatorio.')
  .max(100)
  .regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, 'Usa solo letras.');

/**
 * POST /api/app/customer/send-prospect-document, with the prospect's session.
 *
 * Spec: "not shown". Our design: identity validation of a natural person — document type (the
 * global-configuration code set: 01 DNI, 03 CE, 04 RUC, 05 passport, 00 other), its number
 * (validated per type; DNI 8 digits, RUC with check digit...), birth date (legal-age check:
 * 'User is not legal year' under 18) and names. 'Number document exist' when another account
 * has that document.
 */
export const sendProspectDocumentRequestSchema = z
  .object({
    document_type: configDocumentTypeSchema,
    number_document: z.string().max(20).transform(normalizeDocumentNumber),
    birth_date: isoDateSchema,
    name: personNameSchema,
    lastname: personNameSchema,
  })
  .superRefine((value, ctx) => {
    const kind = documentKindOfConfigCode(value.document_type);
    if (!isValidDocumentNumber(kind, value.number_document)) {
      ctx.addIssue({
        code: 'custom',
        path: ['number_document'],
        message: documentNumberMessage(kind),
      });
    }
  })
  .meta({ id: 'SendProspectDocumentRequest' });
export type SendProspectDocumentRequest = z.input<typeof sendProspectDocumentRequestSchema>;

export const sendProspectDocumentResponseSchema = z
  .object({
    message: z.string(),
    user: sessionUserSchema,
    form_steps: formStepsSchema,
  })
  .meta({ id: 'SendProspectDocumentResponse' });
export type SendProspectDocumentResponse = z.infer<typeof sendProspectDocumentResponseSchema>;

/**
 * POST /api/app/customer/validate-security-code.
 *
 * Spec: "not shown". Our design: checks a 6-digit code received by email for one purpose
 * without using it up, so a wizard can confirm the code on its own step before asking for the
 * rest (e.g. the code step of create password). Wrong tries count towards the code's limit.
 * 'Security Code No match' for a wrong, expired or used code.
 */
export const validateSecurityCodeRequestSchema = z
  .object({
    email: emailSchema,
    code: securityCodeSchema,
    purpose: codePurposeSchema,
  })
  .meta({ id: 'ValidateSecurityCodeRequest' });
export type ValidateSecurityCodeRequest = z.input<typeof validateSecurityCodeRequestSchema>;
