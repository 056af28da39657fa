import { SelectField, type SelectFieldProps } from '../../primitives/SelectField';

export type CountryFieldProps = Omit<SelectFieldProps, 'placeholder' | 'required'>;

/**
 * A required choice of country (of birth, nationality, residence) from the list the form
 * passes as `options`, with the same empty first option wherever a country is asked.
 */
export function CountryField(props: CountryFieldProps) {
  return <SelectField required placeholder="Selecciona un país" {...props} />;
}
