import { emailSchema, securityCodeSchema } from '@saf/contract';
import { z } from 'zod/mini';
import { newPasswordFormSchema } from './newPasswordForm';

/**
 * The checks of each password-recovery step and its calls, apart from the hook: the recovery
 * page loads them (and zod) when the customer first types or submits, so its first paint and
 * hydration carry neither.
 */
const stepSchemas = {
  email: z.looseObject({ email: emailSchema }),
  code: z.looseObject({ email: emailSchema, code: securityCodeSchema }),
  password: z.intersection(z.object({ email: emailSchema }), newPasswordFormSchema),
};

/** The checks of one step: only its own fields (the others may still be empty). */
export function recoveryStepSchema<Values>(step: keyof typeof stepSchemas) {
  return z.any().check(
    z.superRefine((values: Values, ctx) => {
      const parsed = stepSchemas[step].safeParse(values);
      if (!parsed.success)
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
    }),
  ) as unknown as z.ZodMiniType<Values, Values>;
}

export {
  resetPasswordRoute,
  sendRecoveryCodeRoute,
  validateRecoveryCodeRoute,
} from '@saf/contract';
export { callRoute } from '../api/call';
