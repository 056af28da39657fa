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
} from '../../shared';

export const CHANGE_BENEFICIARY_TITLE = 'Cambiar beneficiario final';

/** The page's title at each moment of the change: Seleccionar, Validación, or the splash. */
export function changeBeneficiaryPageTitle(at: { changed?: boolean; code?: boolean }): string {
  if (at.changed) return 'Beneficiario final actualizado';
  return at.code ? `Validación: ${CHANGE_BENEFICIARY_TITLE}` : CHANGE_BENEFICIARY_TITLE;
}

export interface ChangeBeneficiaryScreenProps {
  /**
   * `loading` and `error` while the declaration in force is read; `unavailable` before the
   * client data is completed (nothing to change yet); `ready` the wizard.
   */
  state: 'loading' | 'error' | 'unavailable' | 'ready';
  onRetry?: () => void;
  /** The wizard's steps, Seleccionar current. */
  stepper: StepperProps;
  /** The declaration, starting from the one in force. */
  form: FormScreenState<BeneficiaryValues>;
  documentTypes: readonly BeneficiaryOption[];
  relationships: readonly BeneficiaryOption[];
  /** The profile, where "Cancelar" leads. */
  backHref: string;
  /** The client-data wizard, for a customer who has not completed it. */
  clientDataHref: string;
  renderLink?: RenderLink;
}

/**
 * "Cambiar beneficiario final", step Seleccionar: whether the customer invests on their own
 * behalf or for whom (the client data's own questions, from the declaration in force). "Enviar
 * código" leads to Validación (`ChangeBeneficiaryCodeScreen`).
 */
export function ChangeBeneficiaryScreen({
  state,
  onRetry,
  stepper,
  form,
  documentTypes,
  relationships,
  backHref,
  clientDataHref,
  renderLink = renderAnchor,
}: ChangeBeneficiaryScreenProps) {
  const { form: formId, ...fields } = beneficiaryFieldIds;
  const ready = state === 'ready';
  return (
    <WizardLayout
      title={CHANGE_BENEFICIARY_TITLE}
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
        <ScreenForm id={formId} errors={summaryErrors(form, fields, formId)} form={form}>
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
