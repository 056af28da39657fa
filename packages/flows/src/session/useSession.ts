import {
  FORM_STEP_LABELS,
  FORM_STEP_ORDER,
  formStepProgress,
  nextFormStep,
  type FormStep,
  type FormStepKeyName,
  type SessionUser,
  logoutRoute,
  meRoute,
} from '@saf/contract';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';

export interface OnboardingStep {
  id: FormStepKeyName;
  label: string;
  done: boolean;
}

/**
 * The customer's session: who they are, whether they are logged in, and their onboarding
 * progress. When a session exists it is read again from the server (GET /api/auth/me) once,
 * so a reload shows fresh data; an expired token ends the session through the client.
 */
export function useSession() {
  useDataScope('useSession');
  const { client, session } = useFlows();
  const snapshot = useSessionSnapshot();
  const user = snapshot.user as SessionUser | null;
  const formSteps = snapshot.formSteps as FormStep[];

  const me = useSWR(snapshot.isAuthenticated ? ['me', user?.id] : null, () =>
    callRoute(client, meRoute, {}),
  );
  // Only an answer read while this page is shown: what SWR kept from an earlier page may be older
  // than the session a login or a password creation has set since, and must not replace it.
  const cached = useRef(me.data);
  useEffect(() => {
    if (me.data && me.data !== cached.current) session.updateUser(me.data.user, me.data.form_steps);
  }, [me.data, session]);

  const steps: OnboardingStep[] = FORM_STEP_ORDER.map((id) => ({
    id,
    label: FORM_STEP_LABELS[id],
    done: formSteps.some((s) => s.description === id && s.status),
  }));

  return {
    user,
    formSteps,
    isAuthenticated: snapshot.isAuthenticated,
    /** Why the last session ended ('logout' or 'expired'), for the login page. */
    endedBecause: snapshot.endedBecause,
    steps,
    progress: formStepProgress(formSteps),
    nextStep: nextFormStep(formSteps),
    isRefreshing: me.isLoading,
  };
}

/** Logs out: the server revokes every token issued so far, and the browser forgets everything. */
export function useLogout() {
  const { client, session } = useFlows();
  return {
    logout: async () => {
      try {
        await callRoute(client, logoutRoute, {});
      } catch {
        // The session ends on this device whatever the server answered.
      } finally {
        session.clear('logout');
      }
    },
  };
}
