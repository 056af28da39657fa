import { z } from 'zod';
import { currentPasswordSchema, emailSchema } from './validators';

/**
 * POST /api/user/app/update-email-customer, with the customer's session. Spec: "fields plus
 * origin WEB". Our design: the new address and the current password (SECURITY.md:
 * re-authenticate before changing the email). The server emails a 6-digit code to the new
 * address; verify-email with that code and address completes the change.
 */
export const updateEmailRequestSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    origin: z.literal('WEB').default('WEB'),
  })
  .meta({ id: 'UpdateEmailRequest' });
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;
