import type { RenderLink } from '../../../composites/AppShell';
import { KeyRound } from '../../../icons';
import { Button, buttonVariants } from '../../../primitives/Button';
import { PasswordField } from '../../../primitives/PasswordField';
import {
  NewPasswordFields,
  ScreenForm,
  renderAnchor,
  summaryErrors,
  textFieldProps,
  type FormScreenState,
  type PasswordRule,
  type PasswordStrength,
} from '../../shared';

/** The page's title: the form, then the change done. */
export const UPDATE_PASSWORD_TITLES = {
  form: 'Cambiar contraseña',
  done: 'Contraseña actualizada',
} as const;

export type UpdatePasswordValues = {
  [key: string]: unknown;
  current_password: string;
  password: string;
  password_confirmation: string;
};

/** Ids of the fields, for the error summary's links and tests. */
export const updatePasswordFieldIds = {
  form: 'update-password-form',
  current_password: 'update-password-current',
  password: 'update-password-new',
  password_confirmation: 'update-password-confirmation',
} as const;

export interface UpdatePasswordScreenProps extends FormScreenState<UpdatePasswordValues> {
  /** Hints about the new password, ticked as the customer types. */
  rules: readonly PasswordRule[];
  /** The strength meter's value; hidden while the new password is empty. */
  strength?: PasswordStrength;
  /** Where "Cancelar" leads. */
  backHref: string;
  renderLink?: RenderLink;
}

/**
 * "Cambiar contraseña" (`/profile/update-password`): the current password, then the new one
 * twice with its hints and strength meter. Saying that every other session will close is part
 * of the page, before the customer submits.
 */
export function UpdatePasswordScreen({
  rules,
  strength,
  backHref,
  renderLink = renderAnchor,
  ...state
}: UpdatePasswordScreenProps) {
  const { form, ...fields } = updatePasswordFieldIds;
  const errors = summaryErrors(state, fields, form);
  return (
    <div
      data-slot="update-password-screen"
      className="mx-auto flex max-w-xl flex-col gap-6 text-text"
    >
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {UPDATE_PASSWORD_TITLES.form}
        </h1>
        <p className="mt-1 text-muted">
          Al cambiarla cerraremos tu sesión en los demás dispositivos; en este seguirás conectado.
        </p>
      </header>
      <ScreenForm
        id={form}
        errors={errors}
        form={state}
        className="rounded-xl border border-border bg-surface p-5 sm:p-6"
      >
        <PasswordField
          label="Contraseña actual"
          required
          autoComplete="current-password"
          {...textFieldProps(state, 'current_password', fields.current_password)}
        />
        <NewPasswordFields
          values={state.values}
          errors={state.errors}
          ids={fields}
          onValueChange={(field, value) => state.onValueChange(field, value)}
          onBlur={state.onBlur}
          rules={rules}
          strength={strength}
        />
        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row-reverse sm:justify-start">
          <Button
            type="submit"
            loading={state.submitting}
            loadingLabel="Cambiando tu contraseña"
            startIcon={<KeyRound aria-hidden className="size-5" />}
          >
            Cambiar contraseña
          </Button>
          {renderLink({
            href: backHref,
            className: buttonVariants({ variant: 'secondary' }),
            children: 'Cancelar',
          })}
        </div>
      </ScreenForm>
    </div>
  );
}
