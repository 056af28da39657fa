import type { RenderLink } from '../../../composites/AppShell';
import { Smartphone } from '../../../icons';
import { TextField } from '../../../primitives/TextField';
import { renderAnchor, textFieldProps, type FormScreenState } from '../../shared';
import { ContactCodeForm, ContactStartForm, type ContactCodeFormValues } from '../ContactCodeForm';

export type ChangePhoneFormValues = { [key: string]: unknown; phone: string; password: string };
export type ChangePhoneCodeFormValues = ContactCodeFormValues;

export const changePhoneFieldIds = {
  form: 'change-phone-form',
  phone: 'change-phone-new',
  password: 'change-phone-password',
  codeForm: 'change-phone-code-form',
  code: 'change-phone-code',
} as const;

export interface ChangePhoneScreenProps {
  /** The number and the password, then the code texted to the new number. */
  step: 'phone' | 'code';
  phoneForm: FormScreenState<ChangePhoneFormValues>;
  codeForm: FormScreenState<ChangePhoneCodeFormValues>;
  /** The current number, masked ("+51 9•• ••• 321"); null when the account has none. */
  currentPhone: string | null;
  /** Where the code went, masked, on the code step. */
  maskedPhone: string;
  /** Texts another code. */
  onResend: () => void;
  resending?: boolean;
  /** Another code went out: said politely. */
  resent?: boolean;
  /** Back to the number, to correct it. */
  onBack: () => void;
  /** Where "Cancelar" leads (the profile). */
  backHref: string;
  renderLink?: RenderLink;
}

/**
 * "Cambiar celular": the new mobile number and the current password, then the 6-digit code
 * texted to it. Until the code is confirmed nothing changes; the account's email is told once
 * it does.
 */
export function ChangePhoneScreen({
  step,
  phoneForm,
  codeForm,
  currentPhone,
  maskedPhone,
  onResend,
  resending = false,
  resent = false,
  onBack,
  backHref,
  renderLink = renderAnchor,
}: ChangePhoneScreenProps) {
  const ids = changePhoneFieldIds;
  const title = currentPhone ? 'Cambiar celular' : 'Registrar celular';
  return (
    <div data-slot="change-phone-screen" className="mx-auto flex max-w-xl flex-col gap-6 text-text">
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {step === 'phone' ? (
          <p className="mt-1 text-muted">
            {currentPhone ? (
              <>
                Tu celular actual es{' '}
                <span className="whitespace-nowrap text-text">{currentPhone}</span>.{' '}
              </>
            ) : null}
            Te enviaremos un código por SMS al nuevo número para confirmar que es tuyo.
          </p>
        ) : (
          <p className="mt-1 text-muted">
            Enviamos un código de 6 dígitos por SMS al{' '}
            <span className="whitespace-nowrap text-text">{maskedPhone}</span>. Ingrésalo para
            terminar el cambio.
          </p>
        )}
      </header>
      {step === 'phone' ? (
        <ContactStartForm
          ids={ids}
          form={phoneForm}
          contactField={{ name: 'phone', id: ids.phone }}
          submitIcon={<Smartphone aria-hidden className="size-5" />}
          backHref={backHref}
          renderLink={renderLink}
        >
          <TextField
            label="Nuevo celular"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            prefix="+51"
            maxLength={11}
            required
            hint="9 dígitos, empieza con 9."
            {...textFieldProps(phoneForm, 'phone', ids.phone)}
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
          backLabel="Corregir el número"
          backHref={backHref}
          renderLink={renderLink}
        />
      )}
    </div>
  );
}
