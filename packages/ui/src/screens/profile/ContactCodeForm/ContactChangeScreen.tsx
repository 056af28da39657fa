import type { ReactNode } from 'react';
import type { RenderLink } from '../../../composites/AppShell';
import { TextField, type TextFieldProps } from '../../../primitives/TextField';
import { renderAnchor, textFieldProps, type FormScreenState } from '../../shared';
import { ContactCodeForm, ContactStartForm, type ContactCodeFormValues } from './ContactCodeForm';

/** What the email and the phone change screens take alike: the code step and the way back. */
export interface ContactChangeStepProps {
  codeForm: FormScreenState<ContactCodeFormValues>;
  /** Sends another code. */
  onResend: () => void;
  resending?: boolean;
  /** Another code went out: said politely. */
  resent?: boolean;
  /** Back to the first step, to correct the address or number. */
  onBack: () => void;
  /** Where "Cancelar" leads (the profile). */
  backHref: string;
  renderLink?: RenderLink;
}

type StartValues = { [key: string]: unknown; password: string };

/** The values of a contact change's first step: the new `contact` and the password. */
export type ContactStartValues<C extends string> = StartValues & { [K in C]: string };

/** The ids of a contact change's forms and fields, e.g. `change-email-new` for the address. */
export function contactChangeFieldIds<C extends string>(contact: C) {
  const prefix = `change-${contact}` as const;
  return {
    form: `${prefix}-form`,
    [contact]: `${prefix}-new`,
    password: `${prefix}-password`,
    codeForm: `${prefix}-code-form`,
    code: `${prefix}-code`,
  } as {
    readonly form: `change-${C}-form`;
    readonly password: `change-${C}-password`;
    readonly codeForm: `change-${C}-code-form`;
    readonly code: `change-${C}-code`;
  } & { readonly [K in C]: `change-${C}-new` };
}

export interface ContactChangeScreenProps<V extends StartValues> extends ContactChangeStepProps {
  /** The screen's `data-slot`. */
  slot: string;
  title: string;
  ids: { form: string; password: string; codeForm: string; code: string };
  /** The first step (the new address or number and the password) is shown, not the code. */
  onStart: boolean;
  /** The sentence under the title on the first step. */
  startIntro: ReactNode;
  /** Where the code went, after "Enviamos un código de 6 dígitos" ("a <the address>"). */
  sentTo: ReactNode;
  /** The first step's form. */
  form: FormScreenState<V>;
  /** The contact field's name in `form` and its id. */
  contactField: { name: keyof V & string; id: string };
  /** What the contact field (always required) looks like. */
  field: Omit<TextFieldProps, keyof ReturnType<typeof textFieldProps> | 'required'>;
  /** The icon of "Enviar código". */
  submitIcon: ReactNode;
  /** "Corregir el correo", "Corregir el número". */
  backLabel: string;
}

/**
 * A contact change (email or mobile number): a title and a sentence, then the first step's
 * form or the code sent to the new address or number.
 */
export function ContactChangeScreen<V extends StartValues>({
  slot,
  title,
  ids,
  onStart,
  startIntro,
  sentTo,
  form,
  contactField,
  field,
  submitIcon,
  backLabel,
  codeForm,
  onResend,
  resending = false,
  resent = false,
  onBack,
  backHref,
  renderLink = renderAnchor,
}: ContactChangeScreenProps<V>) {
  return (
    <div data-slot={slot} className="mx-auto flex max-w-xl flex-col gap-6 text-text">
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">
          {onStart ? (
            startIntro
          ) : (
            <>Enviamos un código de 6 dígitos {sentTo}. Ingrésalo para terminar el cambio.</>
          )}
        </p>
      </header>
      {onStart ? (
        <ContactStartForm
          ids={ids}
          form={form}
          contactField={contactField}
          submitIcon={submitIcon}
          backHref={backHref}
          renderLink={renderLink}
        >
          <TextField
            {...field}
            required
            {...textFieldProps(form, contactField.name, contactField.id)}
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
          backLabel={backLabel}
          backHref={backHref}
          renderLink={renderLink}
        />
      )}
    </div>
  );
}
