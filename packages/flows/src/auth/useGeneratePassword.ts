import {
  type SessionResponse,
  createPasswordRoute,
  sendEmailCreationPasswordRoute,
} from '@saf/contract';
import { callRoute } from '../api/call';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { passwordRules, passwordStrength } from './passwordRules';
import { useResend } from '../forms/useResend';
import { newPasswordFormSchema } from './newPasswordForm';
import { PASSWORD_PLACEMENT } from './passwordPlacement';

export { newPasswordFormSchema, type NewPasswordValues } from './newPasswordForm';

export { PASSWORD_PLACEMENT } from './passwordPlacement';

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
