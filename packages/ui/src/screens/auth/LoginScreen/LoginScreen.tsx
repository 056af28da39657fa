import { LogIn } from '../../../icons';
import { Alert } from '../../../primitives/Alert';
import { AuthLayout, AuthSubmit, type AuthFrameProps } from '../AuthLayout';
import { Checkbox } from '../../../primitives/Checkbox';
import { PasswordField } from '../../../primitives/PasswordField';
import { TextField } from '../../../primitives/TextField';
import {
  ScreenForm,
  checkboxProps,
  renderAnchor,
  screenLinkClasses,
  summaryErrors,
  textFieldProps,
  emailFieldProps,
  type FormScreenState,
} from '../../shared';
import type { RenderLink } from '../../../composites/AppShell';

/** The page's title. */
export const LOGIN_TITLE = 'Iniciar sesión';

export type LoginValues = {
  email: string;
  password: string;
  remember: boolean;
};

/** Why the customer is back on the login page. */
export type LoginNotice = 'expired' | 'logout' | 'deleted' | 'reported';

const notices = {
  expired: { variant: 'warning', text: 'Tu sesión expiró por inactividad. Vuelve a ingresar.' },
  logout: { variant: 'success', text: 'Cerraste sesión correctamente.' },
  reported: {
    variant: 'warning',
    text: 'Cerramos todas tus sesiones y te enviamos un código a tu correo. Crea una nueva contraseña con «¿Olvidaste tu contraseña?».',
  },
  deleted: {
    variant: 'success',
    text: 'Eliminamos tu cuenta y cerramos todas tus sesiones. Te enviamos un correo de confirmación.',
  },
} as const;

/** Ids of the login fields, for the error summary's links and tests. */
export const loginFieldIds = {
  form: 'login-form',
  email: 'login-email',
  password: 'login-password',
  remember: 'login-remember',
} as const;

export interface LoginScreenProps extends FormScreenState<LoginValues>, AuthFrameProps {
  /** Why the customer is here: an expired session, a logout or a deleted account. */
  notice?: LoginNotice;
  /** Where "¿Olvidaste tu contraseña?" leads. */
  recoveryHref: string;
  /** Where "Regístrate" leads. */
  registerHref: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/**
 * The login page (`/`): email, password, "Recordarme", the recovery and registration links,
 * and the notice of an expired session or a logout.
 */
export function LoginScreen({
  notice,
  recoveryHref,
  registerHref,
  renderLink = renderAnchor,
  logo,
  aside,
  support,
  ...state
}: LoginScreenProps) {
  const ids = loginFieldIds;
  const errors = summaryErrors(state, { email: ids.email, password: ids.password }, ids.form);
  const shownNotice = notice ? notices[notice] : undefined;

  return (
    <AuthLayout
      title="Inicia sesión"
      description="Ingresa con tu correo y tu contraseña para ver tus inversiones."
      logo={logo}
      aside={aside}
      support={support}
      after={
        <p className="text-text">
          ¿Aún no tienes cuenta?{' '}
          {renderLink({ href: registerHref, className: screenLinkClasses, children: 'Regístrate' })}
        </p>
      }
    >
      {shownNotice ? (
        <Alert variant={shownNotice.variant} className="mb-6" data-notice={notice}>
          {shownNotice.text}
        </Alert>
      ) : null}
      <ScreenForm id={ids.form} errors={errors} form={state}>
        <TextField
          label="Correo electrónico"
          autoComplete="username"
          {...emailFieldProps}
          required
          {...textFieldProps(state, 'email', ids.email)}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          required
          {...textFieldProps(state, 'password', ids.password)}
        />
        <Checkbox
          label="Recordarme"
          hint="No lo marques en una computadora compartida."
          {...checkboxProps(state, 'remember', ids.remember)}
        />
        <AuthSubmit submitting={state.submitting} busyLabel="Ingresando" icon={LogIn}>
          Ingresar
        </AuthSubmit>
        {/* After the submit button, so the tab order of the form stays field by field. */}
        <p className="text-center">
          {renderLink({
            href: recoveryHref,
            className: screenLinkClasses,
            children: '¿Olvidaste tu contraseña?',
          })}
        </p>
      </ScreenForm>
    </AuthLayout>
  );
}
