import type { ReactNode } from 'react';
import { ChevronLeft } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { AuthLayout, AuthSubmit, type AuthFrameProps } from '../AuthLayout';
import { Button } from '../../../primitives/Button';
import { MaskedEmail } from '../../../primitives/MaskedEmail';
import { TextField } from '../../../primitives/TextField';
import {
  NewPasswordFields,
  ResendControl,
  ScreenForm,
  renderAnchor,
  screenLinkClasses,
  screenQuietLinkClasses,
  summaryErrors,
  textFieldProps,
  VerificationCodeField,
  emailFieldProps,
  type FormScreenState,
  type PasswordRule,
  type PasswordStrength,
  type ResendState,
} from '../../shared';

/** The page's title. */
export const PASSWORD_RECOVERY_TITLE = 'Recupera tu contraseña';

export type PasswordRecoveryValues = {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
};

/** The step of the recovery: the email, the emailed code, then the new password. */
export type PasswordRecoveryStep = 'email' | 'code' | 'password';

const STEPS: readonly PasswordRecoveryStep[] = ['email', 'code', 'password'];

/** Ids of the recovery fields, for the error summary's links and tests. */
export const passwordRecoveryFieldIds = {
  form: 'recovery-form',
  email: 'recovery-email',
  code: 'recovery-code',
  password: 'recovery-password',
  password_confirmation: 'recovery-confirmation',
} as const;

/** The fields each step shows; the summary lists only these. */
const stepFields = {
  email: ['email'],
  code: ['code'],
  password: ['password', 'password_confirmation'],
} as const;

export interface PasswordRecoveryScreenProps
  extends FormScreenState<PasswordRecoveryValues>, AuthFrameProps {
  /** The current step. */
  step: PasswordRecoveryStep;
  /** Goes back one step (from the code to the email, from the password to the code). */
  onBack: () => void;
  /** The resend control of the code step. */
  resend: ResendState;
  /** Hints about the new password, ticked as the customer types. */
  rules: readonly PasswordRule[];
  /** The strength meter's value; hidden while the password is empty. */
  strength?: PasswordStrength;
  /** Where "Volver a iniciar sesión" leads. */
  loginHref: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /**
   * The captcha widget's place (the portal renders the provider's widget in it), shown on the
   * steps that send a code (the email, and the code's resend); nothing when the captcha is off.
   */
  captcha?: ReactNode;
}

const copy = {
  email: {
    title: PASSWORD_RECOVERY_TITLE,
    submit: 'Enviar código',
    busy: 'Enviando código',
  },
  code: { title: 'Ingresa el código', submit: 'Continuar', busy: 'Revisando el código' },
  password: {
    title: 'Crea tu nueva contraseña',
    submit: 'Guardar contraseña',
    busy: 'Guardando tu contraseña',
  },
} as const;

/**
 * Password recovery in three steps on one page: the email (a code is sent), the code (with
 * its resend control) and the new password. Each step has a way back; focus moves to the
 * title when the step changes.
 */
export function PasswordRecoveryScreen({
  step,
  onBack,
  resend,
  rules,
  strength,
  loginHref,
  renderLink = renderAnchor,
  captcha,
  logo,
  aside,
  support,
  ...state
}: PasswordRecoveryScreenProps) {
  const { form, ...ids } = passwordRecoveryFieldIds;
  const shownIds = Object.fromEntries(stepFields[step].map((name) => [name, ids[name]]));
  const errors = summaryErrors(state, shownIds, form);
  const index = STEPS.indexOf(step);
  const loginLink = (quiet = false) =>
    renderLink({
      href: loginHref,
      className: quiet ? screenQuietLinkClasses : screenLinkClasses,
      children: 'Volver a iniciar sesión',
    });

  const description = {
    email:
      'Ingresa el correo con el que te registraste y te enviaremos un código para crear una nueva contraseña.',
    code: (
      <p>
        Si hay una cuenta con ese correo, enviamos un código de 6 dígitos a{' '}
        <MaskedEmail
          email={state.values.email}
          wrap="anywhere"
          className="inline-block max-w-full text-text"
        />
        .
      </p>
    ),
    password: 'Elige una contraseña que no uses en otros sitios. Cerraremos tus otras sesiones.',
  }[step];

  return (
    <AuthLayout
      title={copy[step].title}
      description={description}
      focusTitleKey={step}
      data-step={step}
      logo={logo}
      aside={aside}
      support={support}
      before={
        <div className="flex min-h-9 items-center justify-between gap-3">
          {step === 'email' ? (
            <span className="inline-flex items-center gap-1">
              <ChevronLeft aria-hidden className="size-4 text-primary" />
              {loginLink(true)}
            </span>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={onBack}
              disabled={state.submitting}
              startIcon={<ChevronLeft aria-hidden className="size-4" />}
              className="-ms-3"
            >
              {step === 'code' ? 'Cambiar correo' : 'Volver al código'}
            </Button>
          )}
          <p className="text-sm font-medium text-muted">
            Paso {index + 1} de {STEPS.length}
          </p>
        </div>
      }
      after={step === 'email' ? undefined : <p>{loginLink()}</p>}
    >
      <ScreenForm id={form} errors={errors} form={state}>
        {step === 'email' ? (
          <TextField
            label="Correo electrónico"
            autoComplete="username"
            {...emailFieldProps}
            required
            {...textFieldProps(state, 'email', ids.email)}
          />
        ) : null}
        {step === 'code' ? (
          <div className="flex flex-col gap-4">
            <VerificationCodeField form={state} id={ids.code} spamNote />
            <ResendControl {...resend} />
          </div>
        ) : null}
        {step === 'password' ? (
          <>
            {/* Lets password managers save the new password under the right account. */}
            <input
              type="email"
              name="email"
              autoComplete="username"
              value={state.values.email}
              readOnly
              hidden
            />
            <NewPasswordFields
              values={state.values}
              errors={state.errors}
              ids={ids}
              onValueChange={(field, value) => state.onValueChange(field, value)}
              onBlur={state.onBlur}
              rules={rules}
              strength={strength}
            />
          </>
        ) : null}
        {step === 'password' ? null : captcha}
        <AuthSubmit submitting={state.submitting} busyLabel={copy[step].busy}>
          {copy[step].submit}
        </AuthSubmit>
      </ScreenForm>
    </AuthLayout>
  );
}
