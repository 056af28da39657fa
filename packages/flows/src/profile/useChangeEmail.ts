import { useState } from 'react';
import {
  emailSchema,
  meRoute,
  securityCodeSchema,
  updateEmailRoute,
  verifyEmailRoute,
} from '@saf/contract';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';

export interface ChangeEmailValues {
  [key: string]: unknown;
  email: string;
  password: string;
}
export interface ChangeEmailCodeValues {
  [key: string]: unknown;
  code: string;
}

const emailFormSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Ingresa tu contraseña actual.')),
}) as unknown as z.ZodMiniType<ChangeEmailValues, ChangeEmailValues>;
const codeSchema = z.object({ code: securityCodeSchema }) as unknown as z.ZodMiniType<
  ChangeEmailCodeValues,
  ChangeEmailCodeValues
>;

/**
 * Changing the email: the new address and the current password (a code goes to the new
 * address), then the code. The session stays open and takes the new address; the old one is
 * told by the API. Wrong codes, a taken address or the same one are said on their field.
 */
export function useChangeEmail(options: { onChanged: (email: string) => void }) {
  const { client, session } = useFlows();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  const emailForm = useFormFlow<ChangeEmailValues, ChangeEmailValues, unknown>({
    schema: emailFormSchema,
    defaultValues: { email: '', password: '' },
    placement: {
      EMAIL_SAME_AS_CURRENT: 'email',
      EMAIL_ALREADY_REGISTERED: 'email',
      '100091': 'email',
      '100093': 'email',
      '100094': 'email',
      '100008': 'password',
    },
    submit: (values) =>
      callRoute(client, updateEmailRoute, {
        body: { email: values.email.trim().toLowerCase(), password: values.password },
      }),
    onSuccess: () => setStep('code'),
  });
  const newEmail = emailForm.values.email.trim().toLowerCase();

  const codeForm = useFormFlow<ChangeEmailCodeValues, ChangeEmailCodeValues, unknown>({
    schema: codeSchema,
    defaultValues: { code: '' },
    placement: { SECURITY_CODE_NO_MATCH: 'code', EMAIL_ALREADY_REGISTERED: 'code' },
    submit: async ({ code }) => {
      const answer = await callRoute(client, verifyEmailRoute, {
        params: { code, email: newEmail },
      });
      // This device keeps its session and reads its user again, now with the new address.
      const me = await callRoute(client, meRoute, {});
      if (me.user) session.updateUser(me.user, me.form_steps);
      return answer;
    },
    onSuccess: () => options.onChanged(newEmail),
  });

  return {
    step,
    newEmail,
    emailForm,
    codeForm,
    resending,
    resent,
    /** Sends another code to the new address (the server limits how many an hour). */
    onResend: async () => {
      setResending(true);
      setResent(false);
      codeForm.setFormError(undefined);
      try {
        await callRoute(client, updateEmailRoute, {
          body: { email: newEmail, password: emailForm.values.password },
        });
        setResent(true);
      } catch (error) {
        codeForm.setFormError(describeError(error).message);
      } finally {
        setResending(false);
      }
    },
    /** Back to the address, to correct it. */
    onBack: () => {
      codeForm.reset();
      setResent(false);
      setStep('email');
    },
  };
}
