import {
  securityCodeSchema,
  type VerifyEmailResponse,
  sendEmailValidationRoute,
  verifyEmailRoute,
} from '@saf/contract';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { useResend } from '../forms/useResend';

export const codeFormSchema = z.object({ code: securityCodeSchema });
export type CodeValues = z.input<typeof codeFormSchema>;

/**
 * Email verification after registration: the customer types the 6-digit code we emailed;
 * verifying it opens the prospect's session. The code can be sent again after the wait,
 * within the server's hourly limit.
 */
export function useEmailVerification(options: {
  email: string;
  /** Send a code when the screen opens (false when registration just sent one). */
  sendOnOpen?: boolean;
  onSuccess?: (answer: VerifyEmailResponse) => void;
}) {
  const { client, session } = useFlows();
  const { email } = options;

  const flow = useFormFlow({
    schema: codeFormSchema,
    defaultValues: { code: '' },
    placement: { SECURITY_CODE_NO_MATCH: 'code' },
    submit: async ({ code }) => {
      const answer = await callRoute(client, verifyEmailRoute, { params: { code, email } });
      if (answer.user && answer.token) {
        session.loginSucceeded(
          { user: answer.user, form_steps: answer.form_steps, token: answer.token },
          false,
        );
      }
      return answer;
    },
    onSuccess: (answer) => options.onSuccess?.(answer),
  });

  // Without sendOnOpen, registration has just sent a code: the wait for another starts now.
  const { resend } = useResend(
    (again) =>
      callRoute(client, sendEmailValidationRoute, {
        body: { email, resend: again, origin: 'WEB' },
      }),
    ['100062'],
    flow.setFormError,
    { onOpen: options.sendOnOpen ? 'send' : 'wait', ready: Boolean(email) },
  );

  return { ...flow, email, resend };
}
