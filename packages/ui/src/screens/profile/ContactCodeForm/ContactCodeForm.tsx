import type { ReactNode } from 'react';
import type { RenderLink } from '../../../composites/AppShell';
import { Button, buttonVariants } from '../../../primitives/Button';
import { PasswordField } from '../../../primitives/PasswordField';
import {
  ScreenForm,
  renderAnchor,
  summaryErrors,
  textFieldProps,
  VerificationCodeField,
  type FormScreenState,
} from '../../shared';

export type ContactCodeFormValues = { [key: string]: unknown; code: string };

/** "Enviar código" (or any submit) and "Cancelar" back to the profile, as every contact form ends. */
export function ContactFormActions({
  submitLabel,
  submitIcon,
  submitting,
  backHref,
  renderLink = renderAnchor,
}: {
  submitLabel: string;
  submitIcon?: ReactNode;
  submitting: boolean;
  backHref: string;
  renderLink?: RenderLink | undefined;
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row-reverse sm:justify-start">
      <Button type="submit" loading={submitting} startIcon={submitIcon}>
        {submitLabel}
      </Button>
      {renderLink({
        href: backHref,
        className: buttonVariants({ variant: 'secondary' }),
        children: 'Cancelar',
      })}
    </div>
  );
}

/**
 * The first step of a contact change: the new address or number (the children), the current
 * password to confirm it is the customer, and "Enviar código".
 */
export function ContactStartForm<V extends { [key: string]: unknown; password: string }>({
  ids,
  form,
  contactField,
  submitIcon,
  backHref,
  renderLink,
  children,
}: {
  ids: { form: string; password: string };
  form: FormScreenState<V>;
  /** The contact field's name and id, for the error summary. */
  contactField: { name: keyof V & string; id: string };
  submitIcon: ReactNode;
  backHref: string;
  renderLink?: RenderLink | undefined;
  children: ReactNode;
}) {
  return (
    <ScreenForm
      id={ids.form}
      errors={summaryErrors(
        form,
        { [contactField.name]: contactField.id, password: ids.password } as Partial<
          Record<keyof V & string, string>
        >,
        ids.form,
      )}
      form={form}
      className="rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      {children}
      <PasswordField
        label="Contraseña actual"
        required
        autoComplete="current-password"
        hint="Para confirmar que eres tú."
        {...textFieldProps(form, 'password', ids.password)}
      />
      <ContactFormActions
        submitLabel="Enviar código"
        submitIcon={submitIcon}
        submitting={form.submitting}
        backHref={backHref}
        renderLink={renderLink}
      />
    </ScreenForm>
  );
}

export interface ContactCodeFormProps {
  /** Ids of the form and of the code field. */
  ids: { codeForm: string; code: string };
  codeForm: FormScreenState<ContactCodeFormValues>;
  /** Sends another code. */
  onResend: () => void;
  resending?: boolean;
  /** Another code went out: said politely. */
  resent?: boolean;
  /** Back to the first step, to correct the address or number. */
  onBack: () => void;
  /** "Corregir el correo", "Corregir el número". */
  backLabel: string;
  /** Where "Cancelar" leads (the profile). */
  backHref: string;
  renderLink?: RenderLink | undefined;
}

/**
 * The second step of a contact change: the 6-digit code sent to the new address or number,
 * with "Reenviar código", a way back to correct what was typed, and "Confirmar el cambio".
 */
export function ContactCodeForm({
  ids,
  codeForm,
  onResend,
  resending = false,
  resent = false,
  onBack,
  backLabel,
  backHref,
  renderLink,
}: ContactCodeFormProps) {
  return (
    <ScreenForm
      id={ids.codeForm}
      errors={summaryErrors(codeForm, { code: ids.code }, ids.codeForm)}
      form={codeForm}
      className="rounded-xl border border-border bg-surface p-5 sm:p-6"
    >
      <VerificationCodeField form={codeForm} id={ids.code} />
      <div role="status" className="text-sm text-muted empty:hidden">
        {resent ? 'Te enviamos un nuevo código.' : ''}
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <Button variant="link" loading={resending} onClick={onResend}>
          Reenviar código
        </Button>
        <Button variant="link" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
      <ContactFormActions
        submitLabel="Confirmar el cambio"
        submitting={codeForm.submitting}
        backHref={backHref}
        renderLink={renderLink}
      />
    </ScreenForm>
  );
}
