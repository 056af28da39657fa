import {
  profileAddressRoute,
  updateAddressRoute,
  type ProfileAddress,
  type ResidenceStep,
} from '@saf/contract';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFormFlow, type FormSchema } from '../forms/useFormFlow';
import type { StepValues } from '../participant/clientData';
import { useResidenceOptions } from '../participant/residenceOptions';
import { residenceValues } from '../participant/residenceValues';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { PROFILE_KEY } from './useProfile';

export const PROFILE_ADDRESS_KEY = 'profile-address';

type AddressValues = StepValues['RESIDENCE'];

const loadSchema = () =>
  import('./addressForm').then(
    (m) => m.addressFormSchema as unknown as FormSchema<AddressValues, ResidenceStep>,
  );

/**
 * `/profile/edit`: the home address, starting from the one in force, with Residencia's own
 * lists and checks; a refusal is said on its field with everything typed kept. Before the
 * client data is completed (or during its yearly review) there is nothing to edit here: the
 * state says so.
 */
export function useEditAddress(options: { onSaved: (address: ProfileAddress) => void }) {
  useDataScope('useEditAddress');
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const current = useSWR(PROFILE_ADDRESS_KEY, () => callRoute(client, profileAddressRoute, {}));

  const form = useFormFlow<AddressValues, ResidenceStep, ProfileAddress>({
    schema: loadSchema,
    defaultValues: residenceValues(null),
    placement: { UBIGEO_UNKNOWN: 'district' },
    submit: (address) => callRoute(client, updateAddressRoute, { body: address }),
    onSuccess: (answer) => {
      void mutate(PROFILE_ADDRESS_KEY, answer, { revalidate: false });
      void mutate(PROFILE_KEY);
      options.onSaved(answer);
    },
  });
  // The form starts from the address in force once it has loaded (adjusted while rendering).
  const [started, setStarted] = useState<ProfileAddress | undefined>();
  if (current.data && !started) {
    setStarted(current.data);
    form.reset(residenceValues(current.data.address));
  }
  const options_ = useResidenceOptions(form);

  const state: 'loading' | 'error' | 'unavailable' | 'ready' = current.error
    ? 'error'
    : !current.data
      ? 'loading'
      : current.data.editable
        ? 'ready'
        : 'unavailable';
  return {
    ...form,
    ...options_,
    state,
    loadError: current.error ? describeError(current.error).message : undefined,
    retry: () => void current.mutate(),
    /** The address in force, in one line. */
    currentText: current.data?.text ?? null,
  };
}
