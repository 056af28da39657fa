import { KeyRound } from '../../../icons';
import { AuthLayout, AuthSubmit, type AuthFrameProps } from '../AuthLayout';
import { CodeSentTo } from '../CodeSentTo';
import {
  NewPasswordFields,
  ResendControl,
  ScreenForm,
  summaryErrors,
  VerificationCodeField,
  type FormScreenState,
  type PasswordRule,
  type PasswordStrength,
  type ResendState,
} from '../../shared';

/** The page's title and heading. */
export const GENERATE_PASSWORD_TITLE = 'Crea tu contraseña';

export type GeneratePasswordValues = {
  code: string;
  password: string;
  password_confirmation: string;
};

/** Ids of the password-creation fields, for the error summary's links and tests. */
export const generatePasswordFieldIds = {
  form: 'generate-password-form',
  code: 'generate-password-code',
  password: 'generate-password-password',
  password_confirmation: 'generate-password-confirmation',
} as const;

export interface GeneratePasswordScreenProps
  extends FormScreenState<GeneratePasswordValues>, AuthFrameProps {
  /** The address the code went to; the page shows it masked. */
  email: string;
  /** The resend control: countdown, resend action and sending limit. */
  resend: ResendState;
  /** Hints about the new password, ticked as the customer types. */
  rules: readonly PasswordRule[];
  /** The strength meter's value; hidden while the password is empty. */
  strength?: PasswordStrength;
}

/**
 * Password creation (`/auth/generate-password`): the emailed code, the new password twice,
 * the hints it must meet and a strength meter in words.
 */
export function GeneratePasswordScreen({
  email,
  resend,
  rules,
  strength,
  logo,
  aside,
  support,
  ...state
}: GeneratePasswordScreenProps) {
  const { form, ...fields } = generatePasswordFieldIds;
  const errors = summaryErrors(state, fields, form);

  return (
    <AuthLayout
      title={GENERATE_PASSWORD_TITLE}
      description={
        <CodeSentTo
          email={email}
          then="Ingrésalo y elige la contraseña con la que entrarás al portal."
        />
      }
      logo={logo}
      aside={aside}
      support={support}
    >
      <ScreenForm id={form} errors={errors} form={state}>
        <div className="flex flex-col gap-4">
          <VerificationCodeField form={state} id={fields.code} />
          <ResendControl {...resend} />
        </div>
        <NewPasswordFields
          values={state.values}
          errors={state.errors}
          ids={fields}
          onValueChange={(field, value) => state.onValueChange(field, value)}
          onBlur={state.onBlur}
          rules={rules}
          strength={strength}
        />
        <AuthSubmit submitting={state.submitting} busyLabel="Creando tu contraseña" icon={KeyRound}>
          Crear contraseña
        </AuthSubmit>
      </ScreenForm>
    </AuthLayout>
  );
}
