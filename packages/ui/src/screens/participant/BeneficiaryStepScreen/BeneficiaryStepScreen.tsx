import { ScreenForm, summaryErrors } from '../../shared';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';
import { formStateOf } from '../stepState';
import type { FormScreenState } from '../../shared';
import {
  BENEFICIARY_COPY,
  BeneficiaryFields,
  beneficiaryFieldIds,
  type BeneficiaryOption,
  type BeneficiaryValues,
} from './BeneficiaryFields';

/** The page's title, for the customer or for their spouse. */
export const BENEFICIARY_STEP_TITLES = {
  self: 'Beneficiario final: Tus datos de cliente',
  spouse: 'Beneficiario final de tu cónyuge: Tus datos de cliente',
} as const;

export interface BeneficiaryStepScreenProps
  extends FormScreenState<BeneficiaryValues>, ClientDataFrameState {
  /** Whose answers these are: the customer's own or their spouse's. */
  subject: 'self' | 'spouse';
  /** A natural person's document types. */
  documentTypes: readonly BeneficiaryOption[];
  /** How the final beneficiary is related to the person. */
  relationships: readonly BeneficiaryOption[];
}

/**
 * Beneficiario final, for the customer or their spouse: whether the person acts on their own
 * behalf and, when not, who the final beneficiary is (name, document, relationship).
 */
export function BeneficiaryStepScreen(props: BeneficiaryStepScreenProps) {
  const { subject, documentTypes, relationships } = props;
  const state = formStateOf(props);
  const { submitting } = state;
  const { form, ...fields } = beneficiaryFieldIds;
  const summary = summaryErrors(state, fields, form);
  const copy = BENEFICIARY_COPY[subject];

  return (
    <ClientDataFrame {...frameOf(props)} formId={form} submitting={submitting}>
      <ScreenForm id={form} errors={summary} form={state}>
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">{copy.heading}</h2>
          <p className="text-muted">{copy.lead}</p>
        </div>
        <BeneficiaryFields
          state={state}
          ids={fields}
          subject={subject}
          documentTypes={documentTypes}
          relationships={relationships}
        />
      </ScreenForm>
    </ClientDataFrame>
  );
}
