import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { formStepsSchema, sessionUserSchema } from './user';
import { currentPasswordSchema, peruvianMobileSchema, securityCodeSchema } from './validators';

/**
 * A mobile-number change, from the profile. Our design (the spec shows no payload): the new
 * number and the current password (re-authenticate before changing a contact, as for the
 * email); the server texts a 6-digit code to the new number, and the code completes the change.
 * The account's email is told of it, with what to do if it was not the customer.
 */
export const updatePhoneRequestSchema = /* @__PURE__ */ z
  .object({
    phone_number: peruvianMobileSchema,
    password: currentPasswordSchema,
  })
  .check(z.meta({ id: 'UpdatePhoneRequest' }));
export type UpdatePhoneRequest = z.input<typeof updatePhoneRequestSchema>;

export const phoneCodeSentResponseSchema = /* @__PURE__ */ z
  .object({
    message: z.string(),
    /** Where it went, masked: `+51 ••• ••• 321`. */
    masked_phone: z.string(),
    /** Seconds before another code may be asked for. */
    retry_after_seconds: z.int().check(z.nonnegative()),
    /** Minutes the code stays valid. */
    expires_in_minutes: z.int().check(z.positive()),
  })
  .check(z.meta({ id: 'PhoneCodeSentResponse' }));
export type PhoneCodeSentResponse = z.infer<typeof phoneCodeSentResponseSchema>;

export const verifyPhoneRequestSchema = /* @__PURE__ */ z
  .object({ code: securityCodeSchema })
  .check(z.meta({ id: 'VerifyPhoneRequest' }));
export type VerifyPhoneRequest = z.input<typeof verifyPhoneRequestSchema>;

/** The session's user with the new number, so this device shows it at once. */
export const verifyPhoneResponseSchema = /* @__PURE__ */ z
  .object({
    message: z.string(),
    user: sessionUserSchema,
    form_steps: formStepsSchema,
  })
  .check(z.meta({ id: 'VerifyPhoneResponse' }));
export type VerifyPhoneResponse = z.infer<typeof verifyPhoneResponseSchema>;

/** "+51 ••• ••• 321": enough to recognise a number, not to read it. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const local = digits.startsWith('51') ? digits.slice(2) : digits;
  return `+51 ••• ••• ${local.slice(-3)}`;
}

/**
 * GET /api/dev/sms?phone=..., development only: registered only when text messages go to the
 * outbox table (no SMS_URL) and not in production, like the mailbox.
 */
export const devSmsQuerySchema = /* @__PURE__ */ z.object({ phone: peruvianMobileSchema });
export type DevSmsQuery = z.input<typeof devSmsQuerySchema>;

export const devSmsResponseSchema = /* @__PURE__ */ z
  .object({
    /** Newest first. */
    messages: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        text: z.string(),
        created_at: z.string(),
        /** The 6-digit code the message carries, if any. */
        code: z.nullable(z.string()),
      }),
    ),
  })
  .check(z.meta({ id: 'DevSms' }));
export type DevSmsResponse = z.infer<typeof devSmsResponseSchema>;

// Routes of this area (registered by the server from `routes`).

export const updatePhoneRoute = /* @__PURE__ */ defineRoute({
  operationId: 'updatePhone',
  method: 'POST',
  path: '/api/profile/phone',
  auth: 'user',
  summary: 'Start a phone change: texts a code to the new number',
  tags: ['profile'],
  body: updatePhoneRequestSchema,
  response: { 200: phoneCodeSentResponseSchema },
  errors: [
    '100007',
    '100008',
    '100103',
    'PHONE_SAME_AS_CURRENT',
    'PHONE_ALREADY_REGISTERED',
    'CODE_SEND_LIMITED',
    'CODE_SEND_PAUSED',
  ],
});

export const verifyPhoneRoute = /* @__PURE__ */ defineRoute({
  operationId: 'verifyPhone',
  method: 'POST',
  path: '/api/profile/phone/verify',
  auth: 'user',
  summary: 'Complete a phone change with the code texted to the new number',
  tags: ['profile'],
  body: verifyPhoneRequestSchema,
  response: { 200: verifyPhoneResponseSchema },
  errors: ['SECURITY_CODE_NO_MATCH', 'PHONE_ALREADY_REGISTERED'],
});

export const devSmsRoute = /* @__PURE__ */ defineRoute({
  operationId: 'devSms',
  method: 'GET',
  path: '/api/dev/sms',
  auth: 'public',
  summary: 'Development only: the text messages queued for a number',
  tags: ['dev'],
  querystring: devSmsQuerySchema,
  response: { 200: devSmsResponseSchema },
  errors: [],
  devOnly: true,
});
