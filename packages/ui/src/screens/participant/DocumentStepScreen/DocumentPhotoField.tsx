import type { ChangeEvent, ReactNode } from 'react';
import { CircleCheck, IdCard } from '../../../icons';
import { buttonVariants } from '../../../primitives/Button';
import { FieldError, useField } from '../../../primitives/Field';
import { Spinner } from '../../../primitives/Spinner';
import { cn } from '../../../lib/cn';

/** One photo of the identity document, as the flows hook keeps it. */
export interface PhotoSlot {
  /** None chosen yet, being sent, kept by the server, or refused. */
  state: 'empty' | 'uploading' | 'uploaded' | 'error';
  /** A preview of the chosen file (an object URL); absent for a photo sent on an earlier visit. */
  previewUrl?: string;
  /** Why the photo was refused (Spanish). */
  error?: string;
}

/** The side of the document a photo shows. */
export type DocumentPhotoSide = 'front' | 'back';

/** The image types the photo input offers (what the server accepts). */
export const DOCUMENT_PHOTO_ACCEPT = 'image/jpeg,image/png';

export interface DocumentPhotoFieldProps {
  /** Id of the file input; the error summary's link focuses it. */
  id: string;
  /** The side of the document, e.g. "Anverso". */
  title: string;
  /** What that side shows, e.g. "El lado con tu foto.". */
  description: ReactNode;
  /** The side in a sentence, e.g. "anverso": names the button and the preview. */
  sideName: string;
  /** The document's name, e.g. "DNI". */
  documentLabel: string;
  /** The photo's state. */
  slot: PhotoSlot;
  /** Error to show (the slot's own, or the one found on continue). */
  error?: string;
  /** Id of the hint shared by both photos (format and size). */
  describedBy?: string;
  /** Called with the chosen file. */
  onSelect: (file: File) => void;
}

/**
 * One side of the document: a preview, its state in words (announced politely as it changes)
 * and a file input that opens the back camera on phones. The input is visually hidden behind a
 * label drawn as a button, so it keeps the browser's own keyboard behaviour (Tab, then Enter or
 * Space opens the picker) and shows the focus ring on the button.
 */
export function DocumentPhotoField({
  id,
  title,
  description,
  sideName,
  documentLabel,
  slot,
  error,
  describedBy,
  onSelect,
}: DocumentPhotoFieldProps) {
  const field = useField({ id, error, describedBy });
  const statusId = `${field.controlId}-status`;
  const uploading = slot.state === 'uploading';
  const uploaded = slot.state === 'uploaded';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so choosing the same file again (after an error) is a change too.
    event.target.value = '';
    if (file) onSelect(file);
  };

  return (
    <div
      data-slot="document-photo"
      data-state={slot.state}
      data-invalid={field.invalid || undefined}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4 data-invalid:border-danger data-invalid:ring-1 data-invalid:ring-danger"
    >
      <div>
        <p className="font-semibold text-text">{title}</p>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <div
        data-slot="document-photo-preview"
        className={cn(
          'relative flex aspect-[86/54] items-center justify-center overflow-hidden rounded-md border border-border-strong bg-surface-sunken',
          !slot.previewUrl && 'border-dashed',
        )}
      >
        {slot.previewUrl ? (
          <img
            src={slot.previewUrl}
            alt={`Vista previa del ${sideName} de tu ${documentLabel}`}
            className="size-full object-cover"
          />
        ) : (
          <IdCard aria-hidden className="size-14 text-muted" strokeWidth={1.5} />
        )}
        {uploading ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/70">
            <Spinner label={null} size="lg" className="text-primary" />
          </div>
        ) : null}
      </div>
      <div aria-live="polite" className="min-h-6 text-sm">
        {field.invalid ? (
          <FieldError id={field.errorId} className="mt-0">
            {error}
          </FieldError>
        ) : (
          <p id={statusId} className="flex items-start gap-1.5 text-text">
            {uploading ? (
              <>
                <Spinner label={null} size="sm" className="mt-0.5 text-primary" />
                <span>Subiendo la foto…</span>
              </>
            ) : uploaded ? (
              <>
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                <span className="font-medium">Foto cargada</span>
              </>
            ) : (
              <span className="text-muted">Aún no subes esta foto.</span>
            )}
          </p>
        )}
      </div>
      <input
        type="file"
        accept={DOCUMENT_PHOTO_ACCEPT}
        capture="environment"
        // Focused, the field is scrolled into view; the margin brings its label (the button
        // the customer sees, below it) in too, clear of the bottom tab bar.
        className="peer sr-only scroll-mb-14"
        onChange={onChange}
        {...field.controlProps}
        aria-describedby={
          [field.invalid ? undefined : statusId, field.controlProps['aria-describedby']]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      <label
        htmlFor={field.controlId}
        className={cn(
          buttonVariants({ variant: 'secondary', fullWidth: true }),
          'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
        )}
      >
        {uploaded || slot.previewUrl ? 'Cambiar foto' : 'Tomar o subir foto'}
        <span className="sr-only"> del {sideName}</span>
      </label>
    </div>
  );
}
