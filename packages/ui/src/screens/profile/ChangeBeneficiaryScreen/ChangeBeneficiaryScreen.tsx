import type { RenderLink } from '../../../composites/AppShell';
import type { StepperProps } from '../../../composites/Stepper';
import { WizardLayout } from '../../../composites/WizardLayout';
import { cn } from '../../../lib/cn';
import { buttonVariants } from '../../../primitives/Button';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import {
  BeneficiaryFields,
  beneficiaryFieldIds,
  type BeneficiaryOption,
  type BeneficiaryValues,
} from '../../participant/BeneficiaryStepScreen';
import {
  LoadError,
  ScreenForm,
  renderAnchor,
  summaryErrors,
  type FormScreenState,
  type ResendState,
} from '../../shared';
import { ChangeCodeStep, type ChangeCodeValues } from '../ChangeCodeStep';

/** Ids of the Validación form, for the error summary's link and tests. */
export const changeBeneficiaryFieldIds = {
  form: 'change-beneficiary-code-form',
  code: 'change-beneficiary-code',
} as const;

const TITLE = 'Cambiar beneficiario final';

export interface ChangeBeneficiaryScreenProps {
  /**
   * `loading` and `error` while the declaration in force is read; `unavailable` before the
   * client data is completed (nothing to change yet); `ready` the wizard.
   */
  state: 'loading' | 'error' | 'unavailable' | 'ready';
  onRetry?: () => void;
  /** Seleccionar (the declaration), then Validación (the code). */
  stage: 'select' | 'code';
  stepper: StepperProps;
  /** The declaration, starting from the one in force. */
  form: FormScreenState<BeneficiaryValues>;
  documentTypes: readonly BeneficiaryOption[];
  relationships: readonly BeneficiaryOption[];
  /** Where the code went, masked. */
  maskedEmail: string;
  codeForm: FormScreenState<ChangeCodeValues>;
  resend: ResendState;
  /** Back from Validación to Seleccionar, what was chosen kept. */
  onBack: () => void;
  /** The profile, where "Cancelar" leads. */
  backHref: string;
  /** The client-data wizard, for a customer who has not completed it. */
  clientDataHref: string;
  renderLink?: RenderLink;
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
 * "Cambiar beneficiario final": whether the customer invests on their own behalf or for whom
 * (the client data's own questions, from the declaration in force), then the code emailed to
 * the customer. The declaration it replaces stays on record.
 */
export function ChangeBeneficiaryScreen({
  state,
  onRetry,
  stage,
  stepper,
  form,
  documentTypes,
  relationships,
  maskedEmail,
  codeForm,
  resend,
  onBack,
  backHref,
  clientDataHref,
  renderLink = renderAnchor,
}: ChangeBeneficiaryScreenProps) {
  if (state === 'ready' && stage === 'code')
    return (
      <ChangeCodeStep
        title={TITLE}
        stepper={stepper}
        ids={changeBeneficiaryFieldIds}
        summary={summaryOf(form.values, relationships)}
        maskedEmail={maskedEmail}
        codeForm={codeForm}
        resend={resend}
        onBack={onBack}
        backLabel="Corregir la declaración"
      />
    );
  const { form: formId, ...fields } = beneficiaryFieldIds;
  const ready = state === 'ready';
  return (
    <WizardLayout
      title={TITLE}
      description="El beneficiario final es la persona a quien, en realidad, le pertenece el dinero que se invierte y sus ganancias."
      stepper={ready ? stepper : undefined}
      continueForm={ready ? formId : undefined}
      continueLabel="Enviar código"
      continueLoading={form.submitting}
    >
      {state === 'loading' ? (
        <SkeletonGroup label="Cargando tu declaración" className="flex flex-col gap-4">
          <Skeleton variant="block" className="h-6 w-2/3" />
          <Skeleton variant="block" className="h-14" />
          <Skeleton variant="block" className="h-14" />
        </SkeletonGroup>
      ) : null}
      {state === 'error' ? (
        <LoadError title="No pudimos cargar tu declaración" onRetry={onRetry}>
          Vuelve a intentarlo en unos segundos.
        </LoadError>
      ) : null}
      {state === 'unavailable' ? (
        <div className="flex flex-col items-start gap-4">
          <p>
            Declaras tu beneficiario final al completar tus datos de cliente, antes de tu primera
            inversión. Cuando los completes, podrás cambiarlo aquí.
          </p>
          {renderLink({
            href: clientDataHref,
            className: buttonVariants({ variant: 'primary' }),
            children: 'Completar mis datos',
          })}
        </div>
      ) : null}
      {ready ? (
        <ScreenForm
          id={formId}
          errors={summaryErrors(form, fields, formId)}
          submitCount={form.submitCount}
          onSubmit={form.onSubmit}
        >
          <BeneficiaryFields
            state={form}
            ids={fields}
            documentTypes={documentTypes}
            relationships={relationships}
          />
          <p className="text-sm text-muted">
            Te enviaremos un código a tu correo para confirmar el cambio. Guardamos tu declaración
            anterior, como lo pide la regulación.
          </p>
          {renderLink({
            href: backHref,
            className: cn(buttonVariants({ variant: 'link' }), 'self-start'),
            children: 'Cancelar y volver a mi perfil',
          })}
        </ScreenForm>
      ) : null}
    </WizardLayout>
  );
}
