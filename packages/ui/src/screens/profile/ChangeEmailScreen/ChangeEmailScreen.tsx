import { Mail } from '../../../icons';
import { MaskedEmail } from '../../../primitives/MaskedEmail';
import { emailFieldProps, type FormScreenState } from '../../shared';
import {
  ContactChangeScreen,
  contactChangeFieldIds,
  type ContactChangeStepProps,
  type ContactCodeFormValues,
  type ContactStartValues,
} from '../ContactCodeForm';

/** The page's title: the form, then the change done. */
export const CHANGE_EMAIL_TITLES = {
  form: 'Cambiar correo electrónico',
  changed: 'Correo actualizado',
} as const;

export type ChangeEmailFormValues = ContactStartValues<'email'>;
export type ChangeEmailCodeFormValues = ContactCodeFormValues;

export const changeEmailFieldIds = contactChangeFieldIds('email');

export interface ChangeEmailScreenProps extends ContactChangeStepProps {
  /** The address and the password, then the code sent to the new address. */
  step: 'email' | 'code';
  emailForm: FormScreenState<ChangeEmailFormValues>;
  /** The new address, shown masked on the code step. */
  newEmail: string;
}

/**
 * "Cambiar correo electrónico": the new address and the current password, then the 6-digit
 * code sent to the new address. Until the code is confirmed nothing changes; the old address
 * is told once it does.
 */
export function ChangeEmailScreen({ step, emailForm, newEmail, ...rest }: ChangeEmailScreenProps) {
  const ids = changeEmailFieldIds;
  return (
    <ContactChangeScreen
      slot="change-email-screen"
      title={CHANGE_EMAIL_TITLES.form}
      ids={ids}
      onStart={step === 'email'}
      startIntro="Te enviaremos un código al nuevo correo para confirmar que es tuyo."
      sentTo={
        <>
          a <MaskedEmail email={newEmail} wrap="anywhere" className="text-text" />
        </>
      }
      form={emailForm}
      contactField={{ name: 'email', id: ids.email }}
      field={{
        label: 'Nuevo correo electrónico',
        ...emailFieldProps,
        autoComplete: 'email',
      }}
      submitIcon={<Mail aria-hidden className="size-5" />}
      backLabel="Corregir el correo"
      {...rest}
    />
  );
}
