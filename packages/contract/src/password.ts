import { z } from 'zod';
import { originSchema } from './enums';
import {
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  securityCodeSchema,
} from './validators';

/**
 * The confirmation is only bounded here: a confirmation that differs from the password is
 * answered by the server with 100073 (Password mismatch), not as a validation error, so that
 * the catalogue code reaches the portal. Client forms may refine with `passwordsMatch`.
 */
const confirmationSchema = z.string().max(PASSWORD_MAX_LENGTH);

/**
 * POST /api/user/app/send-email-creation-password: email a 6-digit code to create the password
 * (prospects, or customers created in the back office). `backoffice` is always false from the
 * portal.
 */
export const sendEmailCreationPasswordRequestSchema = z
  .object({
    email: emailSchema,
    resend: z.boolean().default(false),
    backoffice: z.literal(false).default(false),
    origin: originSchema.default('WEB'),
  })
  .meta({ id: 'SendEmailCreationPasswordRequest' });
export type SendEmailCreationPasswordRequest = z.input<
  typeof sendEmailCreationPasswordRequestSchema
>;

/**
 * POST /api/user/app/create-password-customer. Spec: "fields plus origin APP". Our fields: the
 * email, the 6-digit code it received, the password (8-128, not a common one) and its
 * confirmation. The answer opens the customer's session (user, form_steps, token).
 */
export const createPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: securityCodeSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    origin: z.literal('APP').default('APP'),
  })
  .meta({ id: 'CreatePasswordRequest' });
export type CreatePasswordRequest = z.input<typeof createPasswordRequestSchema>;

/**
 * PATCH /api/app/customer/update-password, with the customer's session. Spec: "not shown".
 * Our design: the current password (re-authentication; a wrong one is 100008), the new one and
 * its confirmation. Every other session ends; the caller's new token comes in the
 * `Authorization` answer header.
 */
export const updatePasswordRequestSchema = z
  .object({
    current_password: currentPasswordSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  })
  .meta({ id: 'UpdatePasswordRequest' });
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** POST /api/user/app/send-code-recovery-password: email, resend (spec). */
export const sendRecoveryCodeRequestSchema = z
  .object({
    email: emailSchema,
    resend: z.boolean().default(false),
  })
  .meta({ id: 'SendRecoveryCodeRequest' });
export type SendRecoveryCodeRequest = z.input<typeof sendRecoveryCodeRequestSchema>;

/** GET /api/user/app/validate-code-recovery-password/:code/:email: checks without using it. */
export const validateRecoveryCodeParamsSchema = z.object({
  code: securityCodeSchema,
  email: emailSchema,
});
export type ValidateRecoveryCodeParams = z.input<typeof validateRecoveryCodeParamsSchema>;

/**
 * PUT /api/user/app/reset-password/. Spec: "not shown". Our design: the email, the recovery
 * code (used up here, once, even under concurrent submissions), the new password and its
 * confirmation. Every session of the user ends.
 */
export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: securityCodeSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
