import { currentPasswordSchema, emailSchema, type LoginResponse, loginRoute } from '@saf/contract';
import { useEffect, useMemo } from 'react';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { FlowError } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';

export const loginFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  remember: z.boolean(),
});
export type LoginValues = z.input<typeof loginFormSchema>;

const EMPTY: LoginValues = { email: '', password: '', remember: false };

/**
 * The login page: opening it forgets a session the customer did not ask to keep; submitting
 * follows the spec's login states (pending, success with or without a user, failure). Every
 * login error is shown in the summary: none of them belongs to one field, and naming the
 * field would tell which part was wrong.
 */
export function useLogin(options: { onSuccess?: (answer: LoginResponse) => void } = {}) {
  const { client, session } = useFlows();
  const snapshot = useSessionSnapshot();

  useEffect(() => {
    session.loginPageOpened();
  }, [session]);

  const flow = useFormFlow({
    schema: loginFormSchema,
    defaultValues: EMPTY,
    submit: async ({ email, password, remember }) => {
      session.loginPending();
      const answer = await callRoute(client, loginRoute, { body: { email, password, app: false } });
      session.loginSucceeded(answer, remember);
      if (!answer.user) throw new LoginWithoutUser(answer.message);
      return answer;
    },
    onSuccess: (answer) => options.onSuccess?.(answer),
    onFailure: (error) => {
      if (!(error instanceof LoginWithoutUser)) session.loginFailed(error);
    },
  });

  const notice = snapshot.endedBecause ?? undefined;
  return useMemo(
    () => ({ ...flow, notice, isAuthenticated: snapshot.isAuthenticated }),
    [flow, notice, snapshot.isAuthenticated],
  );
}

/** A login answer with a message and no user: the message is the error (spec section 4). */
class LoginWithoutUser extends FlowError {}
