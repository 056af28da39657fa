import type { ClientData } from '@saf/contract';
import type { FormFlow } from '../forms/useFormFlow';
import type { StepValues } from './clientData';
import type { Option } from './clientDataOptions';
import { useClientStepForm } from './clientStepForm';
import { useResidenceOptions } from './residenceOptions';
import type { useUbigeoOptions } from './ubigeoOptions';

// Residencia: the address form, with the INEI lists that follow the department and province.

export { useResidenceOptions };

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
