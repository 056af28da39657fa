import { z } from 'zod/mini';

/** The plain answer of a call whose only result is that it worked. */
export const messageResponseSchema = /* @__PURE__ */ z
  .object({
    /** Short English confirmation (`Email sent`, `Password updated`...); not for display. */
    message: z.string(),
  })
  .check(z.meta({ id: 'MessageResponse' }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Answer of a call that sent a 6-digit code by email. */
export const codeSentResponseSchema = /* @__PURE__ */ z
  .object({
    message: z.string(),
    /** Where it went, masked as the spec shows it (`j****ez@mail.com`). */
    masked_email: z.string(),
    /** Seconds before another code may be asked for (docs/SECURITY.md: 60). */
    retry_after_seconds: z.int().check(z.nonnegative()),
    /** Minutes the code stays valid (docs/SECURITY.md: 10). */
    expires_in_minutes: z.int().check(z.positive()),
  })
  .check(z.meta({ id: 'CodeSentResponse' }));
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** Answer of a check of a code that does not use it up. */
export const codeValidResponseSchema = /* @__PURE__ */ z
  .object({
    message: z.string(),
    valid: z.literal(true),
  })
  .check(z.meta({ id: 'CodeValidResponse' }));
export type CodeValidResponse = z.infer<typeof codeValidResponseSchema>;

/** Whether a password and its confirmation are equal (the server answers 100073 otherwise). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/**
 * A row's id in a path (`/api/bank-accounts/12`): digits, from 1 to the largest id a database
 * `integer` holds (2,147,483,647). A larger number is a validation error, not a query error.
 */
export const rowIdText = /* @__PURE__ */ z.string().check(
  z.regex(/^[1-9]\d{0,9}$/),
  z.refine((v) => Number(v) <= 2_147_483_647, 'Not an id'),
);
