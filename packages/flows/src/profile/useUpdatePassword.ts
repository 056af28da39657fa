import {
  PASSWORD_MISMATCH_MESSAGE,
  newPasswordSchema,
  passwordsMatch,
  updatePasswordRoute,
} from '@saf/contract';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { passwordRules, passwordStrength } from '../auth/passwordRules';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';

export interface UpdatePasswordFormValues {
  [key: string]: unknown;
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const updatePasswordFormSchema = z
  .object({
    current_password: z.string().check(z.minLength(1, 'Ingresa tu contraseña actual.')),
    password: newPasswordSchema,
    password_confirmation: z.string().check(z.minLength(1, 'Confirma tu contraseña.')),
  })
  .check(
    z.refine((v) => passwordsMatch(v.password, v.password_confirmation), {
      path: ['password_confirmation'],
      message: PASSWORD_MISMATCH_MESSAGE,
    }),
    z.refine((v) => !v.password || v.password !== v.current_password, {
      path: ['password'],
      message: 'La nueva contraseña debe ser distinta de la actual.',
    }),
  ) as unknown as z.ZodMiniType<UpdatePasswordFormValues, UpdatePasswordFormValues>;

const EMPTY: UpdatePasswordFormValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/**
 * "Cambiar contraseña": the current password (a wrong one on its field, with the login's
 * lockout), the new one twice with its hints. The API ends every other session and renews this
 * one, whose new token the client adopts from the answer.
 */
export function useUpdatePassword(options: { onSuccess: () => void }) {
  const { client } = useFlows();
  const email = (useSessionSnapshot().user as { email?: string } | null)?.email ?? '';
  const flow = useFormFlow<UpdatePasswordFormValues, UpdatePasswordFormValues, unknown>({
    schema: updatePasswordFormSchema,
    defaultValues: EMPTY,
    placement: {
      '100008': 'current_password',
      '100073': 'password_confirmation',
      PASSWORD_TOO_COMMON: 'password',
    },
    submit: (values) => callRoute(client, updatePasswordRoute, { body: values }),
    onSuccess: () => options.onSuccess(),
  });
  return {
    ...flow,
    rules: passwordRules(flow.values.password, flow.values.password_confirmation, email),
    strength: passwordStrength(flow.values.password),
  };
}
