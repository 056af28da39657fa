import { emailSchema, peruvianMobileSchema } from '@saf/contract';
import { z } from 'zod/mini';

/**
 * The registration form's checks and calls, apart from the hook: the registration page loads
 * them (and zod) when the customer first types or submits, so its first paint and hydration
 * carry neither.
 */
export const registerFormSchema = z.object({
  email: emailSchema,
  phone_number: z.pipe(
    z.transform((v: unknown) => (v === '' ? undefined : v)),
    z.optional(peruvianMobileSchema),
  ),
  terms_accepted: z
    .boolean()
    .check(z.refine((v) => v, 'Debes aceptar los términos y condiciones.')),
  privacy_policy_accepted: z
    .boolean()
    .check(z.refine((v) => v, 'Debes aceptar la política de privacidad.')),
  marketing_consent: z.boolean(),
  group_sharing_consent: z.boolean(),
});

export { loginRoute, registerEmailRoute } from '@saf/contract';
export { callRoute } from '../api/call';
