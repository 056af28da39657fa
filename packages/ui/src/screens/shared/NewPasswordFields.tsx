import { PasswordField } from '../../primitives/PasswordField';
import { PasswordChecklist } from './PasswordChecklist';
import type { PasswordRule, PasswordStrength } from './types';

type PasswordValues = { password: string; password_confirmation: string };

export interface NewPasswordFieldsProps {
  /** The two passwords. */
  values: PasswordValues;
  /** Their errors. */
  errors: Partial<Record<keyof PasswordValues, string>>;
  /** Ids of the two inputs. */
  ids: Record<keyof PasswordValues, string>;
  /** Called on every change of either password. */
  onValueChange: (field: keyof PasswordValues, value: string) => void;
  /** Called when either input loses focus. */
  onBlur?: (field: keyof PasswordValues) => void;
  /** The hints, ticked as the customer types. */
  rules: readonly PasswordRule[];
  /** The strength meter's value. */
  strength?: PasswordStrength;
}

/**
 * The new password and its confirmation (`autocomplete="new-password"`, so managers offer
 * to generate one) with the checklist of hints the password input points to.
 */
export function NewPasswordFields({
  values,
  errors,
  ids,
  onValueChange,
  onBlur,
  rules,
  strength,
}: NewPasswordFieldsProps) {
  const rulesId = `${ids.password}-rules`;
  return (
    <>
      <PasswordField
        id={ids.password}
        name="password"
        label="Nueva contraseña"
        autoComplete="new-password"
        required
        aria-describedby={rulesId}
        value={values.password}
        error={errors.password}
        onChange={(event) => onValueChange('password', event.target.value)}
        onBlur={() => onBlur?.('password')}
      />
      <PasswordField
        id={ids.password_confirmation}
        name="password_confirmation"
        label="Confirma tu contraseña"
        autoComplete="new-password"
        required
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onChange={(event) => onValueChange('password_confirmation', event.target.value)}
        onBlur={() => onBlur?.('password_confirmation')}
      />
      <PasswordChecklist
        id={rulesId}
        rules={rules}
        strength={values.password ? strength : undefined}
      />
    </>
  );
}
