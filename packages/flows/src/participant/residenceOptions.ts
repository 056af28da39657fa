import { PERU } from '@saf/contract';
import { useCallback } from 'react';
import type { StepValues } from './clientData';
import { countryOptions, type Option } from './countryOptions';
import { useUbigeoOptions } from './ubigeoOptions';

/**
 * The address fields' lists and rules on any form of them: choosing a department empties the
 * province and district, choosing a province empties the district; the INEI lists follow.
 */
export function useResidenceOptions(form: {
  values: StepValues['RESIDENCE'];
  onValueChange: <K extends keyof StepValues['RESIDENCE'] & string>(
    field: K,
    value: StepValues['RESIDENCE'][K],
  ) => void;
}): ReturnType<typeof useUbigeoOptions> & {
  onValueChange: typeof form.onValueChange;
  countries: Option[];
  isPeru: boolean;
} {
  const { values, onValueChange } = form;
  const lists = useUbigeoOptions(
    values.country === PERU ? values.department : '',
    values.country === PERU ? values.province : '',
  );
  const change = useCallback(
    <K extends keyof StepValues['RESIDENCE'] & string>(
      field: K,
      value: StepValues['RESIDENCE'][K],
    ) => {
      onValueChange(field, value);
      if (field === 'department') {
        onValueChange('province', '');
        onValueChange('district', '');
      } else if (field === 'province') {
        onValueChange('district', '');
      }
    },
    [onValueChange],
  );
  return {
    ...lists,
    onValueChange: change,
    countries: countryOptions(),
    isPeru: values.country === PERU,
  };
}
