import { SecurityCodeField } from '../../primitives/SecurityCodeField';
import type { FormScreenState } from './types';

export interface VerificationCodeFieldProps<
  Values extends { [key: string]: unknown; code: string },
> {
  /** The form whose `code` the field edits. */
  form: FormScreenState<Values>;
  id: string;
  /** Says where to look when the code is not in the inbox (codes sent by email). */
  spamNote?: boolean;
}

/** "Código de verificación": the 6-digit code a screen sent, and how long it lasts. */
export function VerificationCodeField<Values extends { [key: string]: unknown; code: string }>({
  form,
  id,
  spamNote = false,
}: VerificationCodeFieldProps<Values>) {
  return (
    <SecurityCodeField
      id={id}
      name="code"
      label="Código de verificación"
      hint={
        spamNote
          ? 'El código vence en 10 minutos. Si no lo ves, revisa tu carpeta de spam.'
          : 'El código vence en 10 minutos.'
      }
      value={form.values.code}
      error={form.errors.code}
      onValueChange={(code) => form.onValueChange('code', code as Values['code'])}
    />
  );
}
