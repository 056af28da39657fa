import type { RenderLink } from '../../../composites/AppShell';
import { Mail } from '../../../icons';
import { MaskedEmail } from '../../../primitives/MaskedEmail';
import { TextField } from '../../../primitives/TextField';
import { renderAnchor, textFieldProps, type FormScreenState } from '../../shared';
import { ContactCodeForm, ContactStartForm } from '../ContactCodeForm';

export type ChangeEmailFormValues = { [key: string]: unknown; email: string; password: string };
export type ChangeEmailCodeFormValues = { [key: string]: unknown; code: string };

export const changeEmailFieldIds = {
  form: 'change-email-form',
  email: 'change-email-new',
  password: 'change-email-password',
  codeForm: 'change-email-code-form',
  code: 'change-email-code',
} as const;

export interface ChangeEmailScreenProps {
  /** The address and the password, then the code sent to the new address. */
  step: 'email' | 'code';
  emailForm: FormScreenState<ChangeEmailFormValues>;
  codeForm: FormScreenState<ChangeEmailCodeFormValues>;
  /** The new address, shown masked on the code step. */
  newEmail: string;
  /** Sends another code. */
  onResend: () => void;
  resending?: boolean;
  /** Another code went out: said politely. */
  resent?: boolean;
  /** Back to the address, to correct it. */
  onBack: () => void;
  /** Where "Cancelar" leads (the profile). */
  backHref: string;
  renderLink?: RenderLink;
}

/**
 * "Cambiar correo electrónico": the new address and the current password, then the 6-digit
 * code sent to the new address. Until the code is confirmed nothing changes; the old address
 * is told once it does.
 */
export function ChangeEmailScreen({
  step,
  emailForm,
  codeForm,
  newEmail,
  onResend,
  resending = false,
  resent = false,
  onBack,
  backHref,
  renderLink = renderAnchor,
}: ChangeEmailScreenProps) {
  const ids = changeEmailFieldIds;
  return (
    <div data-slot="change-email-screen" className="mx-auto flex max-w-xl flex-col gap-6 text-text">
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          Cambiar correo electrónico
        </h1>
        {step === 'email' ? (
          <p className="mt-1 text-muted">
            Te enviaremos un código al nuevo correo para confirmar que es tuyo.
          </p>
        ) : (
          <p className="mt-1 text-muted">
            Enviamos un código de 6 dígitos a{' '}
            <MaskedEmail email={newEmail} wrap="anywhere" className="text-text" />. Ingrésalo para
            terminar el cambio.
          </p>
        )}
      </header>
      {step === 'email' ? (
        <ContactStartForm
          ids={ids}
          form={emailForm}
          contactField={{ name: 'email', id: ids.email }}
          submitIcon={<Mail aria-hidden className="size-5" />}
          backHref={backHref}
          renderLink={renderLink}
        >
          <TextField
            label="Nuevo correo electrónico"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...textFieldProps(emailForm, 'email', ids.email)}
          />
        </ContactStartForm>
      ) : (
        <ContactCodeForm
          ids={ids}
          codeForm={codeForm}
          onResend={onResend}
          resending={resending}
          resent={resent}
          onBack={onBack}
          backLabel="Corregir el correo"
          backHref={backHref}
          renderLink={renderLink}
        />
      )}
    </div>
  );
}
