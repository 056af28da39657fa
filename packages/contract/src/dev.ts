import { z } from 'zod';
import { emailSchema } from './validators';

/**
 * GET /api/dev/mailbox?email=..., development only: the server registers it only when mail
 * goes to the outbox table (no SMTP_URL) and not in production. It lets a person running the
 * portal locally read the codes they were sent.
 */
export const devMailboxQuerySchema = z.object({
  email: emailSchema,
});
export type DevMailboxQuery = z.input<typeof devMailboxQuerySchema>;

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO 8601 time the mail was queued. */
  created_at: z.string(),
  /** The 6-digit code the mail carries, if any. */
  code: z.string().nullable(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailboxResponseSchema = z
  .object({
    /** Newest first. */
    messages: z.array(devMailSchema),
  })
  .meta({ id: 'DevMailbox' });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
