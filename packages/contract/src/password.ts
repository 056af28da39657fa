import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { codeSentResponseSchema, codeValidResponseSchema, messageResponseSchema } from './common';
import { sessionResponseSchema } from './auth';
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
const confirmationSchema = /* @__PURE__ */ z.string().check(z.maxLength(PASSWORD_MAX_LENGTH));

/**
 * POST /api/user/app/send-email-creation-password: email a 6-digit code to create the password
 * (prospects, or customers created in the back office). `backoffice` is always false from the
 * portal.
 */
export const sendEmailCreationPasswordRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    resend: z._default(z.boolean(), false),
    backoffice: z._default(z.literal(false), false),
    origin: z._default(originSchema, 'WEB'),
  })
  .check(z.meta({ id: 'SendEmailCreationPasswordRequest' }));
export type SendEmailCreationPasswordRequest = z.input<
  typeof sendEmailCreationPasswordRequestSchema
>;

/**
 * POST /api/user/app/create-password-customer. Spec: "fields plus origin APP". Our fields: the
 * email, the 6-digit code it received, the password (8-128, not a common one) and its
 * confirmation. The answer opens the customer's session (user, form_steps, token).
 */
export const createPasswordRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    code: securityCodeSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    origin: z._default(z.literal('APP'), 'APP'),
  })
  .check(z.meta({ id: 'CreatePasswordRequest' }));
export type CreatePasswordRequest = z.input<typeof createPasswordRequestSchema>;

/**
 * PATCH /api/app/customer/update-password, with the customer's session. Spec: "not shown".
 * Our design: the current password (re-authentication; a wrong one is 100008), the new one and
 * its confirmation. Every other session ends; the caller's new token comes in the
 * `Authorization` answer header.
 */
export const updatePasswordRequestSchema = /* @__PURE__ */ z
  .object({
    current_password: currentPasswordSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(z.meta({ id: 'UpdatePasswordRequest' }));
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** POST /api/user/app/send-code-recovery-password: email, resend (spec). */
export const sendRecoveryCodeRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    resend: z._default(z.boolean(), false),
    /** The captcha's token for {@link RECOVERY_CAPTCHA_ACTION}, required when the captcha is on. */
    captcha_response: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  })
  .check(z.meta({ id: 'SendRecoveryCodeRequest' }));
export type SendRecoveryCodeRequest = z.input<typeof sendRecoveryCodeRequestSchema>;

/** GET /api/user/app/validate-code-recovery-password/:code/:email: checks without using it. */
export const validateRecoveryCodeParamsSchema = /* @__PURE__ */ z.object({
  code: securityCodeSchema,
  email: emailSchema,
});
export type ValidateRecoveryCodeParams = z.input<typeof validateRecoveryCodeParamsSchema>;

/**
 * PUT /api/user/app/reset-password/. Spec: "not shown". Our design: the email, the recovery
 * code (used up here, once, even under concurrent submissions), the new password and its
 * confirmation. Every session of the user ends.
 */
export const resetPasswordRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    code: securityCodeSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  })
  .check(z.meta({ id: 'ResetPasswordRequest' }));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

// Routes of this area (registered by the server from `routes`).

export const sendEmailCreationPasswordRoute = /* @__PURE__ */ defineRoute({
  operationId: 'sendEmailCreationPassword',
  method: 'POST',
  path: '/api/user/app/send-email-creation-password',
  auth: 'public',
  summary: 'Send the code to create the password',
  tags: ['password'],
  body: sendEmailCreationPasswordRequestSchema,
  response: { 200: codeSentResponseSchema },
  errors: ['100061', '100062', '100072', 'CODE_SEND_LIMITED', 'CODE_SEND_PAUSED'],
});

export const createPasswordRoute = /* @__PURE__ */ defineRoute({
  operationId: 'createPassword',
  method: 'POST',
  path: '/api/user/app/create-password-customer',
  auth: 'public',
  summary: 'Create the password with the emailed code; opens the session',
  tags: ['password'],
  body: createPasswordRequestSchema,
  response: { 200: sessionResponseSchema },
  errors: ['100071', '100072', '100073', '100074', 'SECURITY_CODE_NO_MATCH', 'PASSWORD_TOO_COMMON'],
});

export const updatePasswordRoute = /* @__PURE__ */ defineRoute({
  operationId: 'updatePassword',
  method: 'PATCH',
  path: '/api/app/customer/update-password',
  auth: 'user',
  summary: 'Change the password (current password required); ends other sessions',
  tags: ['password'],
  body: updatePasswordRequestSchema,
  response: { 200: messageResponseSchema },
  errors: ['100007', '100008', '100073', '100074', 'PASSWORD_TOO_COMMON'],
});

export const sendRecoveryCodeRoute = /* @__PURE__ */ defineRoute({
  operationId: 'sendRecoveryCode',
  method: 'POST',
  path: '/api/user/app/send-code-recovery-password',
  auth: 'public',
  summary: 'Send a password recovery code',
  tags: ['password'],
  body: sendRecoveryCodeRequestSchema,
  response: { 200: codeSentResponseSchema },
  errors: ['100021', '100022', 'CODE_SEND_LIMITED', 'CODE_SEND_PAUSED', 'CAPTCHA_FAILED'],
});

export const validateRecoveryCodeRoute = /* @__PURE__ */ defineRoute({
  operationId: 'validateRecoveryCode',
  method: 'GET',
  path: '/api/user/app/validate-code-recovery-password/:code/:email',
  auth: 'public',
  summary: 'Check a recovery code without using it up',
  tags: ['password'],
  params: validateRecoveryCodeParamsSchema,
  response: { 200: codeValidResponseSchema },
  errors: ['100031', '100032', '100033', 'BAD_REQUEST'],
});

export const resetPasswordRoute = /* @__PURE__ */ defineRoute({
  operationId: 'resetPassword',
  method: 'PUT',
  path: '/api/user/app/reset-password/',
  auth: 'public',
  summary: 'Set a new password with the recovery code; ends every session',
  tags: ['password'],
  body: resetPasswordRequestSchema,
  response: { 200: messageResponseSchema },
  errors: ['100031', '100032', '100033', 'BAD_REQUEST', '100073', '100074', 'PASSWORD_TOO_COMMON'],
});
