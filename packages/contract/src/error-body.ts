import { z } from 'zod/mini';

/** One field problem of a VALIDATION_ERROR. */
export const fieldIssueSchema = /* @__PURE__ */ z.object({
  /** Where: `body.email`, `params.code`, `query.email`... */
  path: z.string(),
  message: z.string(),
  /** The validator's issue code (`too_small`, `invalid_format`, `custom`...). */
  code: z.optional(z.string()),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every error answer. */
export const errorBodySchema = /* @__PURE__ */ z
  .object({
    code: z.string(),
    message: z.string(),
    requestId: z.string(),
    /** VALIDATION_ERROR: the field issues. */
    details: z.optional(z.array(fieldIssueSchema)),
    /** Values a message refers to (e.g. `{ minimum: '100.00' }` for a rescue minimum). */
    meta: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  })
  .check(z.meta({ id: 'ErrorBody' }));
export type ErrorBody = z.infer<typeof errorBodySchema>;
