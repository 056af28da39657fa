import { z } from 'zod/mini';
import { defineRoute } from './route-def';
import { emailSchema } from './validators';

/**
 * GET /api/dev/mailbox?email=..., development only: the server registers it only when mail
 * goes to the outbox table (no SMTP_URL) and not in production. It lets a person running the
 * portal locally read the codes they were sent.
 */
export const devMailboxQuerySchema = /* @__PURE__ */ z.object({
  email: emailSchema,
});
export type DevMailboxQuery = z.input<typeof devMailboxQuerySchema>;

export const devMailSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO 8601 time the mail was queued. */
  created_at: z.string(),
  /** The 6-digit code the mail carries, if any. */
  code: z.nullable(z.string()),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailboxResponseSchema = /* @__PURE__ */ z
  .object({
    /** Newest first. */
    messages: z.array(devMailSchema),
  })
  .check(z.meta({ id: 'DevMailbox' }));
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;

// Routes of this area (registered by the server from `routes`).

export const devMailboxRoute = /* @__PURE__ */ defineRoute({
  operationId: 'devMailbox',
  method: 'GET',
  path: '/api/dev/mailbox',
  auth: 'public',
  summary: 'Development only: the mails queued for an address',
  tags: ['dev'],
  querystring: devMailboxQuerySchema,
  response: { 200: devMailboxResponseSchema },
  errors: [],
  devOnly: true,
});
