import { Smartphone } from '../../../icons';
import type { FormScreenState } from '../../shared';
import {
  ContactChangeScreen,
  contactChangeFieldIds,
  type ContactChangeStepProps,
  type ContactCodeFormValues,
  type ContactStartValues,
} from '../ContactCodeForm';

/** The page's title: the form, then the change done. */
export const CHANGE_PHONE_TITLES = {
  form: 'Cambiar celular',
  changed: 'Celular verificado',
} as const;

export type ChangePhoneFormValues = ContactStartValues<'phone'>;
export type ChangePhoneCodeFormValues = ContactCodeFormValues;

export const changePhoneFieldIds = contactChangeFieldIds('phone');

export interface ChangePhoneScreenProps extends ContactChangeStepProps {
  /** The number and the password, then the code texted to the new number. */
  step: 'phone' | 'code';
  phoneForm: FormScreenState<ChangePhoneFormValues>;
  /** The current number, masked ("+51 9•• ••• 321"); null when the account has none. */
  currentPhone: string | null;
  /** Where the code went, masked, on the code step. */
  maskedPhone: string;
}

/**
 * "Cambiar celular": the new mobile number and the current password, then the 6-digit code
 * texted to it. Until the code is confirmed nothing changes; the account's email is told once
 * it does.
 */
export function ChangePhoneScreen({
  step,
  phoneForm,
  currentPhone,
  maskedPhone,
  ...rest
}: ChangePhoneScreenProps) {
  const ids = changePhoneFieldIds;
  return (
    <ContactChangeScreen
      slot="change-phone-screen"
      title={currentPhone ? 'Cambiar celular' : 'Registrar celular'}
      ids={ids}
      onStart={step === 'phone'}
      startIntro={
        <>
          {currentPhone ? (
            <>
              Tu celular actual es{' '}
              <span className="whitespace-nowrap text-text">{currentPhone}</span>.{' '}
            </>
          ) : null}
          Te enviaremos un código por SMS al nuevo número para confirmar que es tuyo.
        </>
      }
      sentTo={
        <>
          por SMS al <span className="whitespace-nowrap text-text">{maskedPhone}</span>
        </>
      }
      form={phoneForm}
      contactField={{ name: 'phone', id: ids.phone }}
      field={{
        label: 'Nuevo celular',
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel-national',
        prefix: '+51',
        maxLength: 11,
        hint: '9 dígitos, empieza con 9.',
      }}
      submitIcon={<Smartphone aria-hidden className="size-5" />}
      backLabel="Corregir el número"
      {...rest}
    />
  );
}
