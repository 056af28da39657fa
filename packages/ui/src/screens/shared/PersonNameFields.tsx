import { TextField } from '../../primitives/TextField';
import { textFieldProps } from './ScreenForm';
import type { FormScreenState } from './types';

type NameValues = { name: string; lastname: string } & Record<string, unknown>;

export interface PersonNameFieldsProps<Values extends NameValues> {
  /** The form's state: its `name` and `lastname` values, errors and callbacks. */
  state: FormScreenState<Values>;
  /** The two inputs' ids. */
  ids: { name: string; lastname: string };
  /**
   * Whose name it is: the customer's own (the browser may fill it in) or someone else's, such
   * as a spouse's (the browser must not offer the customer's own). @default 'own'
   */
  person?: 'own' | 'other';
  /** What "Apellidos" asks for, under it. */
  lastnameHint?: string;
  /** The most characters each name takes. */
  maxLength?: number;
}

/**
 * "Nombres" and "Apellidos", as a document writes them: two required inputs that capitalize
 * each word, side by side in the form's grid.
 */
export function PersonNameFields<Values extends NameValues>({
  state,
  ids,
  person = 'own',
  lastnameHint,
  maxLength,
}: PersonNameFieldsProps<Values>) {
  const own = person === 'own';
  return (
    <>
      <TextField
        label="Nombres"
        required
        autoComplete={own ? 'given-name' : 'off'}
        autoCapitalize="words"
        maxLength={maxLength}
        {...textFieldProps(state, 'name', ids.name)}
      />
      <TextField
        label="Apellidos"
        required
        autoComplete={own ? 'family-name' : 'off'}
        autoCapitalize="words"
        maxLength={maxLength}
        hint={lastnameHint}
        {...textFieldProps(state, 'lastname', ids.lastname)}
      />
    </>
  );
}
