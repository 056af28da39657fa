import {
  beneficiaryChangeCodeRoute,
  beneficiaryChangeRoute,
  finalBeneficiaryRoute,
  type BeneficiaryStep,
  type CodeSentResponse,
  type FinalBeneficiaryResponse,
} from '@saf/contract';
import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '../api/call';
import { describeError } from '../errors';
import { useFormFlow, type FormSchema } from '../forms/useFormFlow';
import { useResend } from '../forms/useResend';
import { beneficiaryValues } from '../participant/beneficiaryValues';
import type { StepValues } from '../participant/clientData';
import {
  beneficiaryRelationshipOptions,
  documentTypeOptions,
} from '../participant/beneficiaryOptions';
import { useDataScope } from '../provider/FlowsDataScope';
import { useFlows } from '../provider/FlowsProvider';
import { changeCodeSchema, changeStepperProps, type ChangeCodeValues } from './changeCode';
import { PROFILE_KEY } from './keys';

export const FINAL_BENEFICIARY_KEY = 'final-beneficiary';

type BeneficiaryValues = StepValues['BENEFICIARY'];

const loadSchema = () =>
  import('./beneficiaryForm').then(
    (m) => m.beneficiaryFormSchema as unknown as FormSchema<BeneficiaryValues, BeneficiaryStep>,
  );

/**
 * Changing the final beneficiary: the declaration, starting from the one in force, with the
 * client-data step's own checks (Seleccionar), then the code emailed to the customer
 * (Validación). A wrong code, a resend or going back keeps what was chosen. Only a participant
 * has a declaration to change: before the client data is completed the page says so.
 */
export function useChangeBeneficiary(options: { onChanged: () => void }) {
  useDataScope('useChangeBeneficiary');
  const { client } = useFlows();
  const { mutate } = useSWRConfig();
  const current = useSWR(FINAL_BENEFICIARY_KEY, () => callRoute(client, finalBeneficiaryRoute, {}));
  const [stage, setStage] = useState<'select' | 'code'>('select');
  const [declaration, setDeclaration] = useState<BeneficiaryStep>();
  const [sent, setSent] = useState<CodeSentResponse>();

  const form = useFormFlow<BeneficiaryValues, BeneficiaryStep, CodeSentResponse>({
    schema: loadSchema,
    defaultValues: beneficiaryValues(null),
    submit: async (output) => {
      const answer = await callRoute(client, beneficiaryChangeCodeRoute, { body: output });
      setDeclaration(output);
      setSent(answer);
      return answer;
    },
    onSuccess: () => {
      codeForm.reset({ code: '' });
      markSent();
      setStage('code');
    },
  });

  // The form starts from the declaration in force once it has loaded (adjusted while rendering).
  const [started, setStarted] = useState<FinalBeneficiaryResponse | undefined>();
  if (current.data && started !== current.data) {
    setStarted(current.data);
    if (!started) form.reset(beneficiaryValues(current.data.declaration));
  }

  const codeForm = useFormFlow<ChangeCodeValues, ChangeCodeValues, FinalBeneficiaryResponse>({
    schema: changeCodeSchema,
    defaultValues: { code: '' },
    placement: { SECURITY_CODE_NO_MATCH: 'code' },
    submit: ({ code }) =>
      callRoute(client, beneficiaryChangeRoute, { body: { declaration: declaration!, code } }),
    onSuccess: (answer) => {
      void mutate(FINAL_BENEFICIARY_KEY, answer, { revalidate: false });
      void mutate(PROFILE_KEY);
      options.onChanged();
    },
  });

  const { resend, markSent } = useResend(
    (again) =>
      again && declaration
        ? callRoute(client, beneficiaryChangeCodeRoute, { body: declaration })
        : Promise.resolve(undefined),
    ['100103'],
    codeForm.setFormError,
  );

  const onBack = useCallback(() => {
    codeForm.reset({ code: '' });
    setStage('select');
  }, [codeForm]);

  const state: 'loading' | 'error' | 'unavailable' | 'ready' = current.error
    ? 'error'
    : !current.data
      ? 'loading'
      : current.data.declaration
        ? 'ready'
        : 'unavailable';

  return useMemo(
    () => ({
      state,
      loadError: current.error ? describeError(current.error).message : undefined,
      retry: () => void current.mutate(),
      stage,
      form,
      codeForm,
      resend,
      maskedEmail: sent?.masked_email ?? '',
      documentTypes: documentTypeOptions,
      relationships: beneficiaryRelationshipOptions,
      stepperProps: changeStepperProps(
        { id: 'seleccionar', label: 'Seleccionar' },
        stage === 'select' ? 'answers' : 'code',
        onBack,
      ),
      onBack,
    }),
    [state, current, stage, form, codeForm, resend, sent, onBack],
  );
}
