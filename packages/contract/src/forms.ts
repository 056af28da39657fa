import { z } from 'zod/mini';
import { passwordsMatch } from './common';
import {
  createPasswordRequestSchema,
  resetPasswordRequestSchema,
  updatePasswordRequestSchema,
} from './password';

export const PASSWORD_MISMATCH_MESSAGE = 'Las contraseñas no coinciden.';

function confirmed<T extends z.ZodMiniType<{ password: string; password_confirmation: string }>>(
  schema: T,
): T {
  const form = schema.check(
    z.refine((v: z.output<T>) => passwordsMatch(v.password, v.password_confirmation), {
      path: ['password_confirmation'],
      message: PASSWORD_MISMATCH_MESSAGE,
    }),
  );
  // The copy inherits the request schema's OpenAPI id; only the request schema documents it.
  z.globalRegistry.remove(form);
  return form;
}

/**
 * Client-side form schemas: the request schemas plus the confirmation check, so a form shows
 * the mismatch on the confirmation field before sending. The server checks it again and
 * answers 100073.
 */
export const createPasswordFormSchema = confirmed(createPasswordRequestSchema);
export const resetPasswordFormSchema = confirmed(resetPasswordRequestSchema);
export const updatePasswordFormSchema = confirmed(updatePasswordRequestSchema);
