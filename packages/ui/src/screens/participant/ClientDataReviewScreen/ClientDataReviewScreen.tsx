import { CalendarClock, CircleCheck, ScanFace } from '../../../icons';
import { buttonVariants } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { FieldError, FieldLabel } from '../../../primitives/Field';
import type { FormError } from '../../../primitives/ErrorSummary';
import { cn } from '../../../lib/cn';
import type { RenderLink } from '../../../composites/AppShell';
import { ScreenForm, renderAnchor, screenLinkClasses } from '../../shared';
import { ClientDataFrame, frameOf, type ClientDataFrameState } from '../ClientDataFrame';

/** The page's title. */
export const CLIENT_DATA_REVIEW_TITLE = 'Validación: Tus datos de cliente';

/** The answers of one step, as the review lists them. */
export interface ReviewSection {
  /** The step's id (its address slug). */
  id: string;
  /** The step's name, e.g. "Identificación". */
  title: string;
  /** Every answer, in the step's order, as the customer reads it. */
  items: readonly { label: string; value: string }[];
  /** Where "Editar" leads: the step, with the answers prefilled. */
  editHref: string;
}

/** One declaration the customer must confirm. */
export interface ReviewDeclaration {
  id: string;
  /** The declaration, e.g. "Declaro que los fondos que invertiré tienen origen lícito.". */
  label: string;
  checked: boolean;
  /** Shown after a confirm attempt without it ticked. */
  error?: string;
}

/** Where the facial validation stands. */
export interface ReviewFacialCheck {
  /** `pending`: not passed yet; `passed`; `limit`: no attempts left today. */
  state: 'pending' | 'passed' | 'limit';
  /** The facial validation page, which comes back here. */
  href: string;
  /** With `limit`: when it may be tried again (an ISO date and time). */
  retryAt?: string;
  /** Why confirming failed on it (not passed yet). */
  error?: string;
}

/** Ids of the review's controls, for the error summary's links and tests. */
export const clientDataReviewIds = {
  form: 'client-data-review-form',
  facial: 'client-data-review-facial',
  declaration: (id: string) => `client-data-review-declaration-${id}`,
} as const;

export interface ClientDataReviewScreenProps extends ClientDataFrameState {
  /** Every step's answers, in the wizard's order. */
  sections: readonly ReviewSection[];
  /** The declarations to confirm. */
  declarations: readonly ReviewDeclaration[];
  /** Called when a declaration is ticked or unticked. */
  onDeclarationChange: (id: string, checked: boolean) => void;
  /** The facial validation. */
  facial: ReviewFacialCheck;
  /** "Confirmar mis datos". */
  onConfirm: () => void;
  /** The data is being confirmed. */
  submitting: boolean;
  /** Grows on every confirm attempt: the error summary shows and takes focus. */
  submitCount: number;
  /** A failure not tied to a declaration (Spanish). */
  formError?: string;
  /** Renders links, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/** "el sábado 22 de noviembre" (plus "a las 9:30 a. m." when not at midnight), in Lima. */
export function formatRetryAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = { timeZone: 'America/Lima' } as const;
  const weekday = new Intl.DateTimeFormat('es-PE', { ...zone, weekday: 'long' }).format(date);
  const dayMonth = new Intl.DateTimeFormat('es-PE', {
    ...zone,
    day: 'numeric',
    month: 'long',
  }).format(date);
  const day = `${weekday} ${dayMonth}`;
  const clock = new Intl.DateTimeFormat('en-GB', {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  if (clock === '00:00') return `el ${day}`;
  const time = new Intl.DateTimeFormat('es-PE', {
    ...zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  return `el ${day} a las ${time}`;
}

const cardClasses = 'rounded-lg border border-border bg-surface p-4 sm:p-5';

/**
 * Validación, the last step of the client data: every answer by step with a way back to it,
 * the facial validation and the declarations; "Confirmar mis datos" sends it all. Confirming
 * with a declaration unticked or the face not validated lists what is missing at the top.
 */
export function ClientDataReviewScreen(props: ClientDataReviewScreenProps) {
  const {
    sections,
    declarations,
    onDeclarationChange,
    facial,
    onConfirm,
    submitting,
    submitCount,
    formError,
    renderLink = renderAnchor,
  } = props;
  const ids = clientDataReviewIds;
  const errors: FormError[] = [];
  if (formError) errors.push({ fieldId: ids.form, message: formError });
  if (submitCount > 0) {
    for (const d of declarations) {
      // The summary names the declaration: several links reading the same would be ambiguous.
      if (d.error)
        errors.push({
          fieldId: ids.declaration(d.id),
          message: `${d.error.replace(/\.$/, '')}: «${d.label.replace(/\.$/, '')}».`,
        });
    }
    if (facial.error) errors.push({ fieldId: ids.facial, message: facial.error });
  }

  return (
    <ClientDataFrame
      {...frameOf(props)}
      formId={ids.form}
      submitting={submitting}
      continueLabel="Confirmar mis datos"
    >
      <ScreenForm
        id={ids.form}
        errors={errors}
        form={{ submitCount, onSubmit: onConfirm }}
        className="gap-8"
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 className="font-display text-xl font-semibold">Revisa tus datos</h2>
            <p className="text-muted">
              Si algo no es correcto, edítalo antes de confirmar. Tus respuestas ya están guardadas.
            </p>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {sections.map((section) => (
              <SummaryCard key={section.id} section={section} renderLink={renderLink} />
            ))}
          </div>
        </div>

        <FacialCard facial={facial} renderLink={renderLink} />

        <fieldset className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
          <FieldLabel asLegend required size="md">
            Declaraciones
          </FieldLabel>
          {declarations.map((declaration) => (
            <Checkbox
              key={declaration.id}
              id={ids.declaration(declaration.id)}
              name={declaration.id}
              label={declaration.label}
              required
              checked={declaration.checked}
              error={declaration.error}
              onCheckedChange={(checked) => onDeclarationChange(declaration.id, checked)}
            />
          ))}
        </fieldset>
      </ScreenForm>
    </ClientDataFrame>
  );
}

function SummaryCard({ section, renderLink }: { section: ReviewSection; renderLink: RenderLink }) {
  const titleId = `client-data-review-${section.id}`;
  return (
    <section aria-labelledby={titleId} className={cn(cardClasses, 'flex flex-col gap-3')}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="font-semibold">
          {section.title}
        </h3>
        {renderLink({
          href: section.editHref,
          className: cn(screenLinkClasses, 'inline-flex min-h-6 shrink-0 items-center text-sm'),
          children: (
            <>
              Editar<span className="sr-only"> {section.title}</span>
            </>
          ),
        })}
      </div>
      {section.items.length ? (
        <dl className="flex flex-col gap-2.5">
          {section.items.map((item) => (
            <div key={item.label}>
              <dt className="text-sm text-muted">{item.label}</dt>
              <dd className="font-medium break-words">{item.value || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted">Aún no respondiste este paso.</p>
      )}
    </section>
  );
}

function FacialCard({ facial, renderLink }: { facial: ReviewFacialCheck; renderLink: RenderLink }) {
  const titleId = `${clientDataReviewIds.facial}-title`;
  const errorId = `${clientDataReviewIds.facial}-error`;
  const Icon =
    facial.state === 'passed' ? CircleCheck : facial.state === 'limit' ? CalendarClock : ScanFace;
  return (
    <section
      id={clientDataReviewIds.facial}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state={facial.state}
      data-invalid={facial.error ? true : undefined}
      className={cn(
        cardClasses,
        'flex flex-col gap-3 focus:outline-3 focus:outline-offset-2 focus:outline-focus',
        'sm:flex-row sm:gap-4',
        facial.state === 'passed' && 'border-success bg-success-surface',
        facial.error && 'border-2 border-danger',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-md [&_svg]:size-5',
          facial.state === 'passed'
            ? 'bg-surface text-success'
            : 'bg-secondary text-secondary-foreground',
        )}
      >
        <Icon />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={titleId} className="font-semibold">
          Validación facial
        </h3>
        {facial.state === 'passed' ? (
          <p>Validamos tu rostro. Ya puedes confirmar tus datos.</p>
        ) : facial.state === 'limit' ? (
          <p>
            Hoy ya usaste los 3 intentos de validación facial. Podrás intentarlo de nuevo{' '}
            {facial.retryAt ? (
              <strong className="font-semibold">{formatRetryAt(facial.retryAt)}</strong>
            ) : (
              'mañana'
            )}
            . Tus respuestas quedan guardadas.
          </p>
        ) : (
          <>
            <p>
              Para confirmar que eres tú, tomaremos una foto de tu rostro y la compararemos con la
              de tu DNI. Toma menos de un minuto: usa la cámara de tu celular o computadora, en un
              lugar con buena luz.
            </p>
            <div>
              {renderLink({
                href: facial.href,
                className: cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto'),
                children: (
                  <>
                    <ScanFace aria-hidden className="size-5" />
                    Validar mi rostro
                  </>
                ),
              })}
            </div>
          </>
        )}
        <FieldError id={errorId} placement="tight">
          {facial.error}
        </FieldError>
      </div>
    </section>
  );
}
