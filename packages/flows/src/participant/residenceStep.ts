import { PERU, type ClientData } from '@saf/contract';
import { useCallback } from 'react';
import type { FormFlow } from '../forms/useFormFlow';
import type { StepValues } from './clientData';
import { countryOptions, type Option } from './clientDataOptions';
import { useClientStepForm } from './clientStepForm';
import { useUbigeoOptions } from './ubigeoOptions';

// Residencia: the address form, with the INEI lists that follow the department and province.

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

/** Residencia's form in the client-data wizard. */
export function useResidenceStep(
  data: ClientData,
  onSaved: (answer: ClientData) => void,
): FormFlow<StepValues['RESIDENCE'], ClientData> &
  ReturnType<typeof useUbigeoOptions> & {
    countries: Option[];
    isPeru: boolean;
  } {
  const form = useClientStepForm('RESIDENCE', data, onSaved);
  return { ...form, ...useResidenceOptions(form) };
}
