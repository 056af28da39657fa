import {
  PASSWORD_MISMATCH_MESSAGE,
  newPasswordSchema,
  passwordsMatch,
  securityCodeSchema,
} from '@saf/contract';
import { z } from 'zod/mini';

/** A new password typed twice with the emailed code (password creation and recovery). */
export const newPasswordFormSchema = z
  .object({
    code: securityCodeSchema,
    password: newPasswordSchema,
    password_confirmation: z.string().check(z.minLength(1, 'Confirma tu contraseña.')),
  })
  .check(
    z.refine((v) => passwordsMatch(v.password, v.password_confirmation), {
      path: ['password_confirmation'],
      message: PASSWORD_MISMATCH_MESSAGE,
    }),
  );
export type NewPasswordValues = z.input<typeof newPasswordFormSchema>;
