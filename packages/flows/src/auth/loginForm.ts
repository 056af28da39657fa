import { currentPasswordSchema, emailSchema } from '@saf/contract';
import { z } from 'zod/mini';

/**
 * The login form's checks and the login route, apart from the login hook: the login page loads
 * them (and zod) when the customer first types or submits, so its first paint and hydration
 * carry neither.
 */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  remember: z.boolean(),
});
export type LoginValues = z.input<typeof loginFormSchema>;

export { loginRoute } from '@saf/contract';
export { callRoute } from '../api/call';
