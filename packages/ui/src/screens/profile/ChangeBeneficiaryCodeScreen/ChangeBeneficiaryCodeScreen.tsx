import type { StepperProps } from '../../../composites/Stepper';
import type { BeneficiaryOption, BeneficiaryValues } from '../../participant/BeneficiaryStepScreen';
import type { FormScreenState, ResendState } from '../../shared';
import { ChangeCodeStep, type ChangeCodeValues } from '../ChangeCodeStep';

/** Ids of the Validación form, for the error summary's link and tests. */
export const changeBeneficiaryFieldIds = {
  form: 'change-beneficiary-code-form',
  code: 'change-beneficiary-code',
} as const;

export interface ChangeBeneficiaryCodeScreenProps {
  /** The wizard's steps, Validación current. */
  stepper: StepperProps;
  /** The new declaration, as chosen on Seleccionar. */
  declaration: BeneficiaryValues;
  relationships: readonly BeneficiaryOption[];
  /** Where the code went, masked. */
  maskedEmail: string;
  codeForm: FormScreenState<ChangeCodeValues>;
  resend: ResendState;
  /** Back to Seleccionar, what was chosen kept. */
  onBack: () => void;
}

/** The declaration as a sentence, for Validación. */
function summaryOf(values: BeneficiaryValues, relationships: readonly BeneficiaryOption[]) {
  if (values.own_behalf === 'yes')
    return (
      <p className="text-lg">
        Declaras que inviertes <strong>por cuenta propia</strong>: el dinero y sus ganancias son
        tuyos.
      </p>
    );
  const relationship = relationships.find((r) => r.value === values.third_party_relationship);
  return (
    <p className="text-lg">
      Declaras que inviertes en nombre de <strong>{values.third_party_name}</strong>
      {relationship ? ` (${relationship.label.toLowerCase()})` : ''}, que es el beneficiario final
      de tus inversiones.
    </p>
  );
}

/**
 * "Cambiar beneficiario final", step Validación: the new declaration in words and the code
 * emailed to the customer. The declaration it replaces stays on record.
 */
export function ChangeBeneficiaryCodeScreen({
  stepper,
  declaration,
  relationships,
  maskedEmail,
  codeForm,
  resend,
  onBack,
}: ChangeBeneficiaryCodeScreenProps) {
  return (
    <ChangeCodeStep
      title="Cambiar beneficiario final"
      stepper={stepper}
      ids={changeBeneficiaryFieldIds}
      summary={summaryOf(declaration, relationships)}
      maskedEmail={maskedEmail}
      codeForm={codeForm}
      resend={resend}
      onBack={onBack}
      backLabel="Corregir la declaración"
    />
  );
}
