import type { ReactNode } from 'react';
import { ExternalLink } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { AuthLayout, AuthSubmit, type AuthFrameProps } from '../AuthLayout';
import { Checkbox } from '../../../primitives/Checkbox';
import { FieldLabel } from '../../../primitives/Field';
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

export type RegisterValues = {
  email: string;
  /** Nine digits, without the +51 prefix the screen shows; optional. */
  phone_number: string;
  terms_accepted: boolean;
  privacy_policy_accepted: boolean;
  marketing_consent: boolean;
  group_sharing_consent: boolean;
};

/** Ids of the registration fields, for the error summary's links and tests. */
export const registerFieldIds = {
  form: 'register-form',
  email: 'register-email',
  phone_number: 'register-phone',
  terms_accepted: 'register-terms',
  privacy_policy_accepted: 'register-privacy',
  marketing_consent: 'register-marketing',
  group_sharing_consent: 'register-group-sharing',
} as const;

export interface RegisterScreenProps extends FormScreenState<RegisterValues>, AuthFrameProps {
  /** The terms and conditions document; opens in a new tab. */
  termsHref: string;
  /** The privacy policy document; opens in a new tab. */
  privacyHref: string;
  /** Where "Inicia sesión" leads. */
  loginHref: string;
  /** Renders the link to the login page, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** The company's name in the consents. @default 'Quipu Fondos SAF' */
  companyName?: string;
  /** The captcha widget's place (the portal renders the provider's widget in it); nothing when off. */
  captcha?: ReactNode;
}

/** A link to a legal document, opened in a new tab, that says so to everyone. */
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLink aria-hidden className="ms-1 inline size-4 align-[-0.125em]" />
      <span className="sr-only"> (se abre en una nueva pestaña)</span>
    </a>
  );
}

const fieldsetClasses = 'm-0 flex min-w-0 flex-col gap-4 border-0 p-0';

/** The page's heading, and its title. */
export const REGISTER_TITLE = 'Crea tu cuenta';

/**
 * Registration (`/auth/register`): email, optional mobile phone, and the consents of Peru's
 * personal-data law 29733: terms and privacy policy as two separate required boxes, marketing
 * and sharing with group companies as two separate optional boxes, all unticked.
 */
export function RegisterScreen({
  termsHref,
  privacyHref,
  loginHref,
  renderLink = renderAnchor,
  companyName = 'Quipu Fondos SAF',
  captcha,
  logo,
  aside,
  support,
  ...state
}: RegisterScreenProps) {
  const { form, ...fields } = registerFieldIds;
  const errors = summaryErrors(state, fields, form);

  return (
    <AuthLayout
      title={REGISTER_TITLE}
      description="Regístrate con tu correo. Te enviaremos un código para verificarlo."
      size="lg"
      logo={logo}
      aside={aside}
      support={support}
      after={
        <p className="text-text">
          ¿Ya tienes cuenta?{' '}
          {renderLink({ href: loginHref, className: screenLinkClasses, children: 'Inicia sesión' })}
        </p>
      }
    >
      <ScreenForm id={form} errors={errors} form={state}>
        <TextField
          label="Correo electrónico"
          autoComplete="email"
          {...emailFieldProps}
          required
          hint="Lo usarás para ingresar al portal."
          {...textFieldProps(state, 'email', fields.email)}
        />
        <TextField
          label="Celular"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          optional
          prefix="+51"
          maxLength={11}
          hint="9 dígitos. Te avisaremos por aquí de tus operaciones."
          {...textFieldProps(state, 'phone_number', fields.phone_number)}
        />

        <fieldset className={fieldsetClasses}>
          <FieldLabel asLegend required>
            Términos y privacidad
          </FieldLabel>
          <Checkbox
            required
            label={
              <>
                Acepto los <DocumentLink href={termsHref}>Términos y condiciones</DocumentLink>
              </>
            }
            {...checkboxProps(state, 'terms_accepted', fields.terms_accepted)}
          />
          <Checkbox
            required
            label={
              <>
                Acepto la <DocumentLink href={privacyHref}>Política de privacidad</DocumentLink> y
                el tratamiento de mis datos personales para abrir y gestionar mi cuenta
              </>
            }
            {...checkboxProps(state, 'privacy_policy_accepted', fields.privacy_policy_accepted)}
          />
        </fieldset>

        <fieldset className={fieldsetClasses} aria-describedby="register-optional-hint">
          <FieldLabel asLegend optional>
            Autorizaciones
          </FieldLabel>
          <p id="register-optional-hint" className="-mt-2 text-sm text-muted">
            No las necesitas para crear tu cuenta. Puedes darlas o retirarlas cuando quieras desde
            tu perfil.
          </p>
          <Checkbox
            label={`Quiero recibir novedades y promociones de ${companyName} por correo, SMS o WhatsApp`}
            {...checkboxProps(state, 'marketing_consent', fields.marketing_consent)}
          />
          <Checkbox
            label={`Autorizo a ${companyName} a compartir mis datos con las empresas de su grupo económico para ofrecerme sus productos`}
            {...checkboxProps(state, 'group_sharing_consent', fields.group_sharing_consent)}
          />
        </fieldset>

        {captcha}
        <AuthSubmit submitting={state.submitting} busyLabel="Creando tu cuenta">
          Crear cuenta
        </AuthSubmit>
      </ScreenForm>
    </AuthLayout>
  );
}
