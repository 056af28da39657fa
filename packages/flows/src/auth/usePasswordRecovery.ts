import { useCallback, useState } from 'react';
import { RECOVERY_CAPTCHA_ACTION } from '@saf/contract';
import { captchaToken } from './captcha';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { PASSWORD_PLACEMENT } from './passwordPlacement';
import { passwordRules, passwordStrength } from './passwordRules';
import { useResend } from '../forms/useResend';

export type RecoveryStep = 'email' | 'code' | 'password' | 'done';

export interface RecoveryValues {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: RecoveryValues = { email: '', code: '', password: '', password_confirmation: '' };

/** Each step's checks and the recovery calls, fetched on the first interaction with the form. */
const loadRecoveryForm = () => import('./recoveryForm');

/**
 * Password recovery in three steps: the email (a code is sent), the code (checked without
 * using it up), and the new password (the code is used up; every session ends). Each step
 * validates only its own fields and shows the catalogue's errors on them.
 */
export function usePasswordRecovery(options: { onSuccess?: () => void } = {}) {
  const { client } = useFlows();
  const [step, setStep] = useState<RecoveryStep>('email');

  const schema = useCallback(
    () =>
      loadRecoveryForm().then((form) =>
        form.recoveryStepSchema<RecoveryValues>(step === 'done' ? 'password' : step),
      ),
    [step],
  );

  const flow = useFormFlow({
    schema,
    defaultValues: EMPTY,
    placement: { '100021': 'email', ...PASSWORD_PLACEMENT, BAD_REQUEST: 'code' },
    submit: async (values: RecoveryValues) => {
      const email = values.email.trim().toLowerCase();
      const { callRoute, resetPasswordRoute, sendRecoveryCodeRoute, validateRecoveryCodeRoute } =
        await loadRecoveryForm();
      if (step === 'email') {
        const captcha = await captchaToken(RECOVERY_CAPTCHA_ACTION);
        await callRoute(client, sendRecoveryCodeRoute, {
          body: { email, resend: false, ...(captcha ? { captcha_response: captcha } : {}) },
        });
        markSent();
        return 'code' as const;
      }
      if (step === 'code') {
        await callRoute(client, validateRecoveryCodeRoute, {
          params: { code: values.code, email },
        });
        return 'password' as const;
      }
      await callRoute(client, resetPasswordRoute, {
        body: {
          email,
          code: values.code,
          password: values.password,
          password_confirmation: values.password_confirmation,
        },
      });
      return 'done' as const;
    },
    onSuccess: (next) => {
      setStep(next);
      if (next === 'done') options.onSuccess?.();
    },
  });

  const { resend, markSent } = useResend(
    async (again) => {
      const { callRoute, sendRecoveryCodeRoute } = await loadRecoveryForm();
      const captcha = await captchaToken(RECOVERY_CAPTCHA_ACTION);
      return callRoute(client, sendRecoveryCodeRoute, {
        body: {
          email: flow.values.email.trim().toLowerCase(),
          resend: again,
          ...(captcha ? { captcha_response: captcha } : {}),
        },
      });
    },
    ['100022'],
    flow.setFormError,
  );

  // A new step starts clean: what was typed stays, but no submit has happened on it yet, so
  // it shows no errors (nor an error summary) until the customer submits this step.
  // Adjusted while rendering (React's pattern), and not on the first render: there the values
  // are the page's first ones, and what the customer typed into the rendered page before it
  // hydrated (adopted as the page comes alive) would be lost.
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    flow.reset(flow.values);
  }

  const back = useCallback(() => {
    flow.setFormError(undefined);
    setStep((current) =>
      current === 'password' ? 'code' : current === 'code' ? 'email' : current,
    );
  }, [flow]);

  return {
    ...flow,
    step,
    back,
    resend,
    /** The action the captcha's widget is rendered for. */
    captchaAction: RECOVERY_CAPTCHA_ACTION,
    rules: passwordRules(
      flow.values.password,
      flow.values.password_confirmation,
      flow.values.email,
    ),
    strength: passwordStrength(flow.values.password),
  };
}
