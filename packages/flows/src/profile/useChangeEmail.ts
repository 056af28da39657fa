import { emailSchema, updateEmailRoute, verifyEmailRoute } from '@saf/contract';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { useFlows } from '../provider/FlowsProvider';
import { useContactChange, type ContactCodeValues } from './contactChange';

export interface ChangeEmailValues {
  [key: string]: unknown;
  email: string;
  password: string;
}
export type ChangeEmailCodeValues = ContactCodeValues;

const emailFormSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Ingresa tu contraseña actual.')),
}) as unknown as z.ZodMiniType<ChangeEmailValues, ChangeEmailValues>;

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * Changing the email: the new address and the current password (a code goes to the new
 * address), then the code. This session stays open (renewed) and takes the new address; the
 * API ends the others and tells the old address. Wrong codes, a taken address or the same one are said on their field.
 */
export function useChangeEmail(options: { onChanged: (email: string) => void }) {
  const { client } = useFlows();
  const change = useContactChange<ChangeEmailValues>({
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
    codePlacement: { SECURITY_CODE_NO_MATCH: 'code', EMAIL_ALREADY_REGISTERED: 'code' },
    start: (values) =>
      callRoute(client, updateEmailRoute, {
        body: { email: normalized(values.email), password: values.password },
      }),
    // With this session's token: the API ends every other session and renews this one.
    confirm: (code, values) =>
      callRoute(
        client,
        verifyEmailRoute,
        { params: { code, email: normalized(values.email) } },
        { withSession: true },
      ),
    onChanged: (values) => options.onChanged(normalized(values.email)),
  });
  return {
    ...change,
    step: change.step === 'start' ? ('email' as const) : ('code' as const),
    newEmail: normalized(change.startForm.values.email),
    emailForm: change.startForm,
  };
}
