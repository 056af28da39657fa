import { saveClientStepRoute, type ClientData, type ClientStepName } from '@saf/contract';
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { useFormFlow, type FormFlow } from '../forms/useFormFlow';
import { useFlows } from '../provider/FlowsProvider';
import { employerRequired, initialValues, stepFormSchema, type StepValues } from './clientData';
import { clientDataOptions, countryOptions } from './clientDataOptions';
import { CLIENT_DATA_KEY } from './useClientData';
import { CLIENT_DATA_STATUS_KEY } from './useClientDataStatus';

/** Which field of a step a catalogued refusal belongs to. */
const PLACEMENT = {
  DOCUMENT_EXPIRED: 'expiry_date',
  USER_NOT_LEGAL_YEAR: 'birth_date',
  NUMBER_DOCUMENT_EXIST: 'number_document',
  UBIGEO_UNKNOWN: 'district',
} as const;

/**
 * One step's form: starts from the saved answers, checks with the contract's schema and rules
 * (the API's own), saves on continue and hands the updated draft over. A refused save keeps
 * every value typed and puts the reason on its field.
 */
export function useClientStepForm<S extends ClientStepName>(
  step: S,
  data: ClientData,
  onSaved: (answer: ClientData) => void,
): FormFlow<StepValues[S], ClientData> {
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const [defaults] = useState(() => initialValues(step, data));
  const schema = useMemo(
    () =>
      stepFormSchema(step, {
        ownDocument: data.document,
      }),
    [step, data.document],
  );
  const submit = useCallback(
    async (output: unknown) => {
      const answer = await callRoute(client, saveClientStepRoute, {
        body: { step, data: output } as never,
      });
      await mutate(CLIENT_DATA_KEY, answer, { revalidate: false });
      // A first step saved makes the draft: the type-of-participant page then resumes it.
      void mutate(CLIENT_DATA_STATUS_KEY);
      return answer;
    },
    [client, mutate, step],
  );
  return useFormFlow<StepValues[S], unknown, ClientData>({
    schema,
    defaultValues: defaults,
    submit,
    placement: PLACEMENT as never,
    onSuccess: onSaved,
  });
}

/** The extras each step's screen takes besides its form state. */
export const stepExtras = {
  IDENTIFICATION: () => ({
    countries: countryOptions(),
    sexes: clientDataOptions.sexes,
    educationLevels: clientDataOptions.educationLevels,
    civilStatuses: clientDataOptions.civilStatuses,
  }),
  INFORMATION: (values: StepValues['INFORMATION']) => ({
    employmentStatuses: clientDataOptions.employmentStatuses,
    incomeBands: clientDataOptions.incomeBands,
    fundSources: clientDataOptions.fundSources,
    investmentPurposes: clientDataOptions.investmentPurposes,
    transactionVolumes: clientDataOptions.transactionVolumes,
    employerRequired: employerRequired(values.employment_status),
    fundSourceOtherShown: values.fund_source === 'OTHER',
  }),
  PEP: () => ({ relationships: clientDataOptions.pepRelationships }),
  BENEFICIARY: () => ({
    documentTypes: clientDataOptions.documentTypes,
    relationships: clientDataOptions.beneficiaryRelationships,
  }),
  SPOUSE: () => ({
    documentTypes: clientDataOptions.documentTypes,
    propertyRegimes: clientDataOptions.propertyRegimes,
  }),
};
