import { PERU, ubigeoListRoute, type ClientData } from '@saf/contract';
import { useCallback } from 'react';
import useSWR from 'swr';
import { callRoute } from '../api/call';
import type { FormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { countryOptions, type Option, type StepValues } from './clientData';
import { useClientStepForm } from './clientStepForm';

// ---------------------------------------------------------------------------------------------
// Residencia: the INEI lists
// ---------------------------------------------------------------------------------------------

const toOptions = (items: { code: string; name: string }[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ value: i.code, label: i.name }));

/** Departments, the provinces of the chosen department and the districts of the province. */
export function useUbigeoOptions(department: string, province: string) {
  const { client } = useFlows();
  const departments = useSWR(['ubigeo'], () => callRoute(client, ubigeoListRoute, { query: {} }));
  const provinces = useSWR(department ? ['ubigeo', department] : null, () =>
    callRoute(client, ubigeoListRoute, { query: { department } }),
  );
  const districts = useSWR(province ? ['ubigeo', province] : null, () =>
    callRoute(client, ubigeoListRoute, { query: { province } }),
  );
  return {
    departments: toOptions(departments.data?.items),
    provinces: toOptions(provinces.data?.items),
    districts: toOptions(districts.data?.items),
    loadingProvinces: Boolean(department) && provinces.isLoading,
    loadingDistricts: Boolean(province) && districts.isLoading,
  };
}

/**
 * Residencia's form: choosing a department empties the province and district, choosing a
 * province empties the district.
 */
export function useResidenceStep(
  data: ClientData,
  onSaved: (answer: ClientData) => void,
): FormFlow<StepValues['RESIDENCE'], ClientData> &
  ReturnType<typeof useUbigeoOptions> & {
    countries: Option[];
    isPeru: boolean;
  } {
  const form = useClientStepForm('RESIDENCE', data, onSaved);
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
    ...form,
    ...lists,
    onValueChange: change,
    countries: countryOptions(),
    isPeru: values.country === PERU,
  };
}
