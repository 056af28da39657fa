import {
  PASSWORD_MISMATCH_MESSAGE,
  newPasswordSchema,
  passwordsMatch,
  securityCodeSchema,
  type SessionResponse,
  createPasswordRoute,
  sendEmailCreationPasswordRoute,
} from '@saf/contract';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { passwordRules, passwordStrength } from './passwordRules';
import { useResend } from '../forms/useResend';

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

/** Where each password error shows, for every flow that sets a password with a code. */
export const PASSWORD_PLACEMENT = {
  SECURITY_CODE_NO_MATCH: 'code',
  '100031': 'code',
  '100032': 'code',
  '100033': 'code',
  '100073': 'password_confirmation',
  PASSWORD_TOO_COMMON: 'password',
} as const;

/**
 * Password creation: a code is emailed when the screen opens (and again on request); the
 * customer types it with the new password and its confirmation; success opens their session.
 */
export function useGeneratePassword(options: {
  email: string;
  onSuccess?: (answer: SessionResponse) => void;
}) {
  const { client, session } = useFlows();
  const { email } = options;

  const flow = useFormFlow({
    schema: newPasswordFormSchema,
    defaultValues: { code: '', password: '', password_confirmation: '' },
    placement: PASSWORD_PLACEMENT,
    submit: async (values) => {
      const answer = await callRoute(client, createPasswordRoute, {
        body: { email, ...values, origin: 'APP' },
      });
      session.loginSucceeded(answer, false);
      return answer;
    },
    onSuccess: (answer) => options.onSuccess?.(answer),
  });

  // One code per visit of the screen; more only when the customer asks.
  const { resend } = useResend(
    (again) =>
      callRoute(client, sendEmailCreationPasswordRoute, {
        body: { email, resend: again, backoffice: false, origin: 'WEB' },
      }),
    ['100062'],
    flow.setFormError,
    { onOpen: 'send', ready: Boolean(email) },
  );

  return {
    ...flow,
    email,
    resend,
    rules: passwordRules(flow.values.password, flow.values.password_confirmation, email),
    strength: passwordStrength(flow.values.password),
  };
}
