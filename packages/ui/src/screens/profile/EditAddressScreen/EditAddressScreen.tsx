import type { RenderLink } from '../../../composites/AppShell';
import { Alert } from '../../../primitives/Alert';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import { LoadError } from '../../shared/LoadError';
import { ScreenForm, renderAnchor, summaryErrors, type FormScreenState } from '../../shared';
import {
  ResidenceFields,
  residenceStepFieldIds,
  residenceSummaryFields,
  type ResidenceFieldsOptions,
  type ResidenceStepValues,
} from '../../participant/ResidenceStepScreen';
import { ContactFormActions } from '../ContactCodeForm';

/** The page's title: the form, then the address saved. */
export const EDIT_ADDRESS_TITLES = {
  form: 'Actualizar mi dirección',
  saved: 'Perfil actualizado',
} as const;

export const editAddressFormId = 'edit-address-form';

export interface EditAddressScreenProps
  extends FormScreenState<ResidenceStepValues>, ResidenceFieldsOptions {
  /** The address in force, in one line; null before the client data is completed. */
  currentText: string | null;
  /**
   * `unavailable`: no address to change yet (the client data is not completed, or its yearly
   * review is open): the page says where to give it instead. `loading` and `error`: the
   * address in force is on its way, or could not be loaded.
   */
  state: 'ready' | 'unavailable' | 'loading' | 'error';
  /** Why the address could not be loaded (state `error`); the connection message by default. */
  loadError?: string;
  /** "Reintentar" when the address could not be loaded. */
  onRetry?: () => void;
  /** Where "Completar mis datos" leads when unavailable. */
  clientDataHref: string;
  /** Where "Cancelar" leads (the profile). */
  backHref: string;
  renderLink?: RenderLink;
}

/**
 * "Actualizar mi dirección": the home address the fund manager keeps (know-your-customer),
 * starting from the one in force, with the same lists and checks as the client data's
 * Residencia. The replaced address stays on record; the customer is told by email.
 */
export function EditAddressScreen(props: EditAddressScreenProps) {
  const { currentText, state, clientDataHref, backHref, renderLink = renderAnchor } = props;
  if (state === 'error')
    return (
      <LoadError title="No pudimos cargar tu dirección" onRetry={props.onRetry}>
        {props.loadError}
      </LoadError>
    );
  if (state === 'loading')
    return (
      <SkeletonGroup label="Cargando tu dirección" className="mx-auto max-w-2xl space-y-4">
        <Skeleton className="h-8 w-1/2" variant="block" />
        <Skeleton className="h-72" variant="block" />
      </SkeletonGroup>
    );
  return (
    <div
      data-slot="edit-address-screen"
      className="mx-auto flex max-w-2xl flex-col gap-6 text-text"
    >
      <header>
        <h1 className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {EDIT_ADDRESS_TITLES.form}
        </h1>
        {currentText ? (
          <p className="mt-1 text-muted">
            Tu dirección registrada es <span className="text-text">{currentText}</span>. Si te
            mudaste, escribe la nueva: la necesitamos para enviarte documentos y cumplir con la
            normativa.
          </p>
        ) : null}
      </header>
      {state === 'unavailable' ? (
        <Alert variant="info" title="Aún no podemos cambiar tu dirección aquí">
          <p>
            Tu dirección forma parte de tus datos de cliente. Complétalos (o confirma su revisión
            anual) y luego podrás actualizarla desde tu perfil.
          </p>
          <p className="mt-2">
            {renderLink({
              href: clientDataHref,
              className: 'font-semibold text-primary underline underline-offset-4',
              children: 'Completar mis datos',
            })}
          </p>
        </Alert>
      ) : (
        <ScreenForm
          id={editAddressFormId}
          errors={summaryErrors(props, residenceSummaryFields(props.isPeru), editAddressFormId)}
          form={props}
          className="rounded-xl border border-border bg-surface p-5 sm:p-6"
        >
          <ResidenceFields {...props} ids={residenceStepFieldIds} />
          <ContactFormActions
            submitLabel="Guardar dirección"
            submitting={props.submitting}
            backHref={backHref}
            renderLink={renderLink}
          />
        </ScreenForm>
      )}
    </div>
  );
}
