import {
  maskPhone,
  peruvianMobileSchema,
  updatePhoneRoute,
  verifyPhoneRoute,
  type SessionUser,
} from '@saf/contract';
import { useState } from 'react';
import { z } from 'zod/mini';
import { callRoute } from '../api/call';
import { useFlows, useSessionSnapshot } from '../provider/FlowsProvider';
import { useContactChange, type ContactCodeValues } from './contactChange';

export interface ChangePhoneValues {
  [key: string]: unknown;
  phone: string;
  password: string;
}
export type ChangePhoneCodeValues = ContactCodeValues;

const phoneFormSchema = z.object({
  phone: peruvianMobileSchema,
  password: z.string().check(z.minLength(1, 'Ingresa tu contraseña actual.')),
}) as unknown as z.ZodMiniType<ChangePhoneValues, ChangePhoneValues>;

/**
 * Changing the mobile number: the new number and the current password (a code is texted to
 * it), then the code. Same as the email: the session stays, the account's email is told by the
 * API, and every refusal is said on its field with what was typed kept.
 */
export function useChangePhone(options: { onChanged: () => void }) {
  const { client } = useFlows();
  const user = useSessionSnapshot().user as SessionUser | null;
  const [maskedPhone, setMaskedPhone] = useState('');
  const change = useContactChange<ChangePhoneValues>({
    schema: phoneFormSchema,
    defaultValues: { phone: '', password: '' },
    placement: {
      PHONE_SAME_AS_CURRENT: 'phone',
      PHONE_ALREADY_REGISTERED: 'phone',
      '100008': 'password',
    },
    codePlacement: { SECURITY_CODE_NO_MATCH: 'code', PHONE_ALREADY_REGISTERED: 'code' },
    start: async (values) => {
      const sent = await callRoute(client, updatePhoneRoute, {
        body: { phone_number: values.phone, password: values.password },
      });
      setMaskedPhone(sent.masked_phone);
      return sent;
    },
    confirm: (code) => callRoute(client, verifyPhoneRoute, { body: { code } }),
    onChanged: () => options.onChanged(),
  });
  return {
    ...change,
    step: change.step === 'start' ? ('phone' as const) : ('code' as const),
    maskedPhone,
    /** The account's number now, masked; null when it has none. */
    currentPhone: user?.phone_number ? maskPhone(user.phone_number) : null,
    phoneForm: change.startForm,
  };
}
