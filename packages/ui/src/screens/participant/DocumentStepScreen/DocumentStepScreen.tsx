import { FieldLabel } from '../../../primitives/Field';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';
import { ScreenForm, dateFieldProps, summaryErrors, type FormScreenState } from '../../shared';
import { DateField } from '../../shared/DateField';
import { DocumentPhotoField, type DocumentPhotoSide, type PhotoSlot } from './DocumentPhotoField';

/** The page's title. */
export const DOCUMENT_STEP_TITLE = 'Documento: Tus datos de cliente';

export type DocumentStepValues = {
  /** "YYYY-MM-DD". */
  issue_date: string;
  /** "YYYY-MM-DD". */
  expiry_date: string;
};

/** The fields a Documento error can belong to: the two dates and the two photos. */
export type DocumentStepField = keyof DocumentStepValues | 'photo_front' | 'photo_back';

/** Ids of the Documento fields, for the error summary's links and tests. */
export const documentStepFieldIds = {
  form: 'document-step-form',
  issue_date: 'document-issue-date',
  expiry_date: 'document-expiry-date',
  photo_front: 'document-photo-front',
  photo_back: 'document-photo-back',
} as const;

export interface DocumentStepScreenProps
  extends ClientDataFrameState, Omit<FormScreenState<DocumentStepValues>, 'errors'> {
  /** Errors by field, the photos' included (`photo_front`, `photo_back`). */
  errors: Partial<Record<DocumentStepField, string>>;
  /** The document's name, from identity validation (read-only), e.g. "DNI". */
  documentLabel: string;
  /** The document's number, from identity validation (read-only). */
  documentNumber: string;
  /** The photos of the document's front and back. */
  photos: Record<DocumentPhotoSide, PhotoSlot>;
  /** Called with the file chosen for one side; the flows hook checks and uploads it. */
  onPhotoSelect: (side: DocumentPhotoSide, file: File) => void;
  /** The largest photo accepted, in megabytes. */
  photoMaxMb: number;
}

const PHOTO_SIDES = [
  { side: 'front', title: 'Anverso', sideName: 'anverso', description: 'El lado con tu foto.' },
  { side: 'back', title: 'Reverso', sideName: 'reverso', description: 'El lado de atrás.' },
] as const;

/**
 * Documento, the first step of the client data: the document from identity validation (it
 * cannot be changed here), its issue and expiry dates and a photo of each side, uploaded as
 * soon as it is chosen.
 */
export function DocumentStepScreen(props: DocumentStepScreenProps) {
  const {
    documentLabel,
    documentNumber,
    photos,
    onPhotoSelect,
    photoMaxMb,
    errors,
    formError,
    submitCount,
    submitting,
  } = props;
  const { form, ...fields } = documentStepFieldIds;
  const summary = summaryErrors<Record<DocumentStepField, string>>(
    { errors, formError, submitCount },
    fields,
    form,
  );
  const photosHintId = `${form}-photos-hint`;

  return (
    <ClientDataFrame {...frameOf(props)} formId={form} submitting={submitting}>
      <ScreenForm id={form} errors={summary} form={props}>
        <div className="flex flex-col gap-2">
          <h2 className="font-display text-xl font-semibold">Tu documento de identidad</h2>
          <p className="text-muted">
            Es el que usaste para validar tu identidad, por eso no se puede cambiar aquí. Completa
            sus fechas y sube una foto de cada lado.
          </p>
        </div>
        <dl className="grid gap-3 rounded-lg bg-surface-sunken p-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Tipo de documento</dt>
            <dd className="font-medium text-text">{documentLabel}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Número</dt>
            <dd className="font-medium text-text tabular-nums">{documentNumber}</dd>
          </div>
        </dl>

        <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
          <DateField
            label="Fecha de emisión"
            hint="Por ejemplo: 15 03 2021"
            {...dateFieldProps(props, 'issue_date', fields.issue_date)}
          />
          <DateField
            label="Fecha de caducidad"
            hint="Por ejemplo: 15 03 2029"
            {...dateFieldProps(props, 'expiry_date', fields.expiry_date)}
          />
        </div>

        <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
          <FieldLabel asLegend required>
            Fotos de tu {documentLabel}
          </FieldLabel>
          <p id={photosHintId} className="-mt-1.5 text-sm text-muted">
            Una foto nítida de cada lado, sin reflejos y con los cuatro bordes a la vista. En JPG o
            PNG, de hasta {photoMaxMb} MB.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {PHOTO_SIDES.map(({ side, title, sideName, description }) => {
              const slot = photos[side];
              const key = side === 'front' ? 'photo_front' : 'photo_back';
              return (
                <DocumentPhotoField
                  key={side}
                  id={fields[key]}
                  title={title}
                  description={description}
                  sideName={sideName}
                  documentLabel={documentLabel}
                  slot={slot}
                  error={errors[key] ?? (slot.state === 'error' ? slot.error : undefined)}
                  describedBy={photosHintId}
                  onSelect={(file) => onPhotoSelect(side, file)}
                />
              );
            })}
          </div>
        </fieldset>
      </ScreenForm>
    </ClientDataFrame>
  );
}
