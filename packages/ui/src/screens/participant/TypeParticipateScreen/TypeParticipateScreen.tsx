import { useState, type FormEvent, type ReactNode } from 'react';
import { Building2, ExternalLink, Mail, MessageCircle, Phone, User, Users } from '../../../icons';
import { Button } from '../../../primitives/Button';
import { ChoiceCards } from '../../../primitives/ChoiceCards';
import { ErrorSummary } from '../../../primitives/ErrorSummary';
import { cn } from '../../../lib/cn';

/** How the customer will invest; '' while none is chosen. */
export type ParticipantType = '' | 'natural' | 'juridic' | 'mancomunate';

/** How to reach an adviser, for the accounts opened with one. */
export interface TypeParticipateSupport {
  /** The phone as customers read it, e.g. "(01) 311-0000". */
  phone: string;
  /** The phone as a `tel:` address. */
  phoneHref: string;
  /** The support email address. */
  email: string;
  /** Opening hours, e.g. "Lunes a viernes, de 9:00 a. m. a 6:00 p. m.". */
  hours: string;
  /** The support chat (opens in a new tab). */
  chatHref: string;
}

/** Ids of the page, for the error summary's link and tests. */
export const typeParticipateIds = {
  form: 'type-participate-form',
  type: 'type-participate-type',
  help: 'type-participate-help',
} as const;

export interface TypeParticipateScreenProps {
  /** The chosen type. */
  value: ParticipantType;
  /** Called with the chosen type. */
  onValueChange: (value: ParticipantType) => void;
  /** "Continuar" with a natural person (or nothing chosen, which shows `error`). */
  onContinue: () => void;
  /** Why the page cannot continue, e.g. "Elige cómo vas a invertir.". */
  error?: string;
  /** How to reach an adviser, shown for a company or a joint account. */
  support: TypeParticipateSupport;
}

const OPTIONS = [
  {
    value: 'natural',
    title: 'Persona natural',
    description: 'A tu nombre, con tu DNI o carné de extranjería.',
    icon: <User />,
  },
  {
    value: 'juridic',
    title: 'Empresa',
    description: 'A nombre de una empresa con RUC, por medio de su representante legal.',
    icon: <Building2 />,
  },
  {
    value: 'mancomunate',
    title: 'Cuenta mancomunada',
    description: 'A nombre de dos o más personas que invierten juntas.',
    icon: <Users />,
  },
] as const;

/** What an adviser needs to open each kind of account that is not opened here. */
const ASSISTED: Record<'juridic' | 'mancomunate', { title: string; documents: ReactNode[] }> = {
  juridic: {
    title: 'Cómo abrir una cuenta a nombre de una empresa',
    documents: [
      'La ficha RUC de la empresa.',
      'La copia literal de la partida registral de la empresa, emitida por SUNARP.',
      'La vigencia de poder del representante legal, emitida por SUNARP hace menos de 30 días.',
      'El DNI o carné de extranjería de cada representante legal.',
      'La lista de accionistas o socios con el 10 % o más de las acciones (los beneficiarios finales).',
    ],
  },
  mancomunate: {
    title: 'Cómo abrir una cuenta mancomunada',
    documents: [
      'El DNI o carné de extranjería vigente de cada titular.',
      'El correo electrónico y el celular de cada titular.',
      'Cómo operarán: cualquiera de los titulares por su cuenta (indistinta) o todos juntos (conjunta).',
      'Cada titular da sus datos de cliente y sus declaraciones, como PEP y beneficiario final.',
    ],
  },
};

/** A contact link: a secondary button's look, wrapping on narrow screens (a long address). */
const contactClasses = cn(
  'inline-flex min-h-11 w-full items-center gap-2 rounded-md border border-primary bg-surface px-4 py-2 font-semibold text-primary transition-colors sm:w-auto',
  'hover:bg-secondary hover:text-secondary-foreground',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

/**
 * The type of participant (`/subscription/type-participate`), in the signed-in frame: a
 * natural person continues with the client data; a company or a joint account is opened with
 * an adviser, so choosing one shows, in place of "Continuar", the documents to have at hand
 * and every way to reach support.
 */
export function TypeParticipateScreen({
  value,
  onValueChange,
  onContinue,
  error,
  support,
}: TypeParticipateScreenProps) {
  const ids = typeParticipateIds;
  // Every attempt to continue brings the customer back to the summary while the error stays.
  const [attempts, setAttempts] = useState(0);
  const assisted = value === 'juridic' || value === 'mancomunate' ? ASSISTED[value] : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assisted) return;
    setAttempts((count) => count + 1);
    onContinue();
  };

  return (
    <div
      data-slot="type-participate-screen"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 text-text"
    >
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          ¿Cómo quieres invertir?
        </h1>
        <p className="max-w-prose text-muted">
          Antes de tu primera inversión necesitamos conocerte. Elige a nombre de quién estarán tus
          inversiones.
        </p>
      </header>

      <ErrorSummary
        errors={error ? [{ fieldId: ids.type, message: error }] : []}
        focusKey={attempts}
      />

      <form
        id={ids.form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6 rounded-xl border border-border bg-surface p-5 shadow-sm sm:p-8"
      >
        <ChoiceCards
          id={ids.type}
          name="participant_type"
          label="Tipo de partícipe"
          required
          options={OPTIONS}
          value={value}
          error={error}
          onValueChange={(next) => onValueChange(next as ParticipantType)}
        />

        {assisted ? (
          <section
            id={ids.help}
            aria-labelledby={`${ids.help}-title`}
            className="flex flex-col gap-4 rounded-lg bg-surface-sunken p-4 sm:p-5"
          >
            <h2 id={`${ids.help}-title`} className="font-display text-lg font-semibold">
              {assisted.title}
            </h2>
            <p>
              Esta cuenta la abre uno de nuestros asesores contigo; no se abre desde el portal. Ten
              a la mano:
            </p>
            <ul className="flex list-disc flex-col gap-1.5 ps-6">
              {assisted.documents.map((document, index) => (
                <li key={index}>{document}</li>
              ))}
            </ul>
            <h3 className="font-semibold">Escríbenos o llámanos y te guiamos paso a paso</h3>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a href={support.phoneHref} className={contactClasses}>
                <Phone aria-hidden className="size-5 shrink-0" />
                Llamar al {support.phone}
              </a>
              <a href={`mailto:${support.email}`} className={contactClasses}>
                <Mail aria-hidden className="size-5 shrink-0" />
                <span className="min-w-0 wrap-anywhere">Escribir a {support.email}</span>
              </a>
              <a
                href={support.chatHref}
                target="_blank"
                rel="noopener noreferrer"
                className={contactClasses}
              >
                <MessageCircle aria-hidden className="size-5 shrink-0" />
                Chatear con un asesor
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
                <ExternalLink aria-hidden className="size-4 shrink-0" />
              </a>
            </div>
            <p className="text-sm text-muted">
              Horario de atención: {support.hours}
              {support.hours.endsWith('.') ? '' : '.'}
            </p>
          </section>
        ) : (
          <div className="border-t border-border pt-6">
            <Button type="submit" className="w-full sm:w-auto sm:min-w-40">
              Continuar
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
