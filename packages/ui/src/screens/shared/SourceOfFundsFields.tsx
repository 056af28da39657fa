import { SelectField, type SelectOption } from '../../primitives/SelectField';
import { TextField } from '../../primitives/TextField';
import { textFieldProps } from './ScreenForm';
import type { FormScreenState } from './types';

type Field<Values> = keyof Values & string;

export interface SourceOfFundsFieldsProps<Values extends Record<string, unknown>> {
  form: FormScreenState<Values>;
  /** The chosen origin's field name and id. */
  source: { name: Field<Values>; id: string };
  /** The field that says what "other" origin, its name and id. */
  other: { name: Field<Values>; id: string };
  options: readonly SelectOption[];
  /** The origin's hint, e.g. "De dónde viene el dinero que inviertes.". */
  hint: string;
  /** The "other" origin was chosen: ask which. */
  otherShown: boolean;
}

/**
 * "Origen de los fondos" and, when the customer picks "Otro", "¿Cuál es el origen?": the money's
 * origin the anti-money-laundering rules ask for, in the client data and on each investment.
 */
export function SourceOfFundsFields<Values extends Record<string, unknown>>({
  form,
  source,
  other,
  options,
  hint,
  otherShown,
}: SourceOfFundsFieldsProps<Values>) {
  return (
    <>
      <SelectField
        label="Origen de los fondos"
        required
        hint={hint}
        options={options}
        {...textFieldProps(form, source.name, source.id)}
      />
      {otherShown ? (
        <TextField
          label="¿Cuál es el origen?"
          required
          maxLength={120}
          hint="Por ejemplo: venta de un vehículo."
          {...textFieldProps(form, other.name, other.id)}
        />
      ) : null}
    </>
  );
}
