import type { LoginResponse } from '@saf/contract';
import { useEffect, useMemo } from 'react';
import { FlowError } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';
import type { LoginValues } from './loginForm';

export type { LoginValues };

/** The form's checks and the login call, fetched on the first interaction with the form. */
const loadLoginForm = () => import('./loginForm');
const loadLoginSchema = () => loadLoginForm().then((form) => form.loginFormSchema);

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
    schema: loadLoginSchema,
    defaultValues: EMPTY,
    submit: async ({ email, password, remember }) => {
      session.loginPending();
      const { callRoute, loginRoute } = await loadLoginForm();
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
