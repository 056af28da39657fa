import { useState } from 'react';
import { meRoute, securityCodeSchema } from '@saf/contract';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { describeError, type FieldPlacement } from '../errors';
import { useFormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';

export interface ContactCodeValues {
  [key: string]: unknown;
  code: string;
}

const codeSchema = z.object({ code: securityCodeSchema }) as unknown as z.ZodMiniType<
  ContactCodeValues,
  ContactCodeValues
>;

/**
 * What an email or phone change shares: a first form (the new contact and the current password)
 * that sends a code, then the code; "Reenviar código" asks the first call again, "Corregir"
 * goes back with what was typed kept. After the code, this device reads its user again so it
 * shows the new contact at once (the session itself never changes).
 */
export function useContactChange<
  Values extends { [key: string]: unknown; password: string },
>(options: {
  schema: z.ZodMiniType<Values, Values>;
  defaultValues: Values;
  placement: FieldPlacement<keyof Values & string>;
  codePlacement: FieldPlacement<'code'>;
  /** Sends the code; answers where it went. */
  start: (values: Values) => Promise<unknown>;
  /** Confirms the change with the code. */
  confirm: (code: string, values: Values) => Promise<unknown>;
  onChanged: (values: Values) => void;
}) {
  const { client, session } = useFlows();
  const [step, setStep] = useState<'start' | 'code'>('start');
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  const startForm = useFormFlow<Values, Values, unknown>({
    schema: options.schema,
    defaultValues: options.defaultValues,
    placement: options.placement,
    submit: options.start,
    onSuccess: () => setStep('code'),
  });

  const codeForm = useFormFlow<ContactCodeValues, ContactCodeValues, unknown>({
    schema: codeSchema,
    defaultValues: { code: '' },
    placement: options.codePlacement,
    submit: async ({ code }) => {
      const answer = await options.confirm(code, startForm.values);
      const me = await callRoute(client, meRoute, {});
      if (me.user) session.updateUser(me.user, me.form_steps);
      return answer;
    },
    onSuccess: () => options.onChanged(startForm.values),
  });

  return {
    step,
    startForm,
    codeForm,
    resending,
    resent,
    /** Sends another code (the server limits how many an hour). */
    onResend: async () => {
      setResending(true);
      setResent(false);
      codeForm.setFormError(undefined);
      try {
        await options.start(startForm.values);
        setResent(true);
      } catch (error) {
        codeForm.setFormError(describeError(error).message);
      } finally {
        setResending(false);
      }
    },
    /** Back to the first form, to correct it. */
    onBack: () => {
      codeForm.reset();
      setResent(false);
      setStep('start');
    },
  };
}
