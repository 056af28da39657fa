import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { codeSentResponseSchema } from './common';
import { currentPasswordSchema, emailSchema } from './validators';

/**
 * POST /api/user/app/update-email-customer, with the customer's session. Spec: "fields plus
 * origin WEB". Our design: the new address and the current password (docs/SECURITY.md:
 * re-authenticate before changing the email). The server emails a 6-digit code to the new
 * address; verify-email with that code and address completes the change.
 */
export const updateEmailRequestSchema = /* @__PURE__ */ z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    origin: z._default(z.literal('WEB'), 'WEB'),
  })
  .check(z.meta({ id: 'UpdateEmailRequest' }));
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;

// Routes of this area (registered by the server from `routes`).

export const updateEmailRoute = /* @__PURE__ */ defineRoute({
  operationId: 'updateEmail',
  method: 'POST',
  path: '/api/user/app/update-email-customer',
  auth: 'user',
  summary: 'Start an email change: sends a code to the new address',
  tags: ['email'],
  body: updateEmailRequestSchema,
  response: { 200: codeSentResponseSchema },
  errors: [
    '100007',
    '100008',
    '100091',
    '100093',
    '100094',
    '100103',
    'EMAIL_SAME_AS_CURRENT',
    'EMAIL_ALREADY_REGISTERED',
    'CODE_SEND_LIMITED',
    'CODE_SEND_PAUSED',
  ],
});
