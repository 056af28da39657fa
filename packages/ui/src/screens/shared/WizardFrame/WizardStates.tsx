import { wizardSteps } from '../../../composites/Stepper/wizards';
import type { RenderLink } from '../../../composites/AppShell';
import { buttonVariants } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton';
import { LoadError } from '../LoadError';

/**
 * What the customer reads around a wizard's steps: the page's title, what the skeleton
 * announces while it loads, and the title of the error when it could not load.
 */
export const wizardCopy = {
  investment: {
    pageTitle: 'Tu inversión',
    loading: 'Cargando tu inversión',
    loadError: 'No pudimos cargar tu inversión',
  },
  rescue: {
    pageTitle: 'Rescatar',
    doneTitle: 'Rescate registrado',
    loading: 'Cargando tu rescate',
    loadError: 'No pudimos cargar tus inversiones',
  },
  scheduledRescue: {
    pageTitle: 'Programar rescate',
    doneTitle: 'Rescate programado',
    loading: 'Cargando tu rescate programado',
    loadError: 'No pudimos cargar tus inversiones',
  },
  clientData: {
    pageTitle: 'Tus datos de cliente',
    loading: undefined,
    loadError: 'No pudimos cargar tus datos',
    /** Under the title while the data given a year ago is reviewed. */
    reviewNote:
      'Ya pasó un año desde que nos diste tus datos. Revísalos, corrige lo que haya cambiado y confírmalos para seguir invirtiendo.',
  },
  typeParticipate: {
    pageTitle: 'Tipo de partícipe',
    loading: undefined,
    loadError: 'No pudimos cargar tus datos',
  },
} as const;

/** A wizard (or a one-page flow) with its copy in `wizardCopy`. */
export type WizardName = keyof typeof wizardCopy;

/**
 * A wizard page's title: the wizard's, or the step's name before it ("Cuenta: Rescatar") when
 * the step is one of the stepper's.
 */
export function wizardPageTitle(wizard: WizardName, step?: string): string {
  const title = wizardCopy[wizard].pageTitle;
  const steps: readonly { id: string; label: string }[] =
    wizard === 'investment' || wizard === 'rescue' ? wizardSteps[wizard] : [];
  const label = steps.find((s) => s.id === step)?.label;
  return label ? `${label}: ${title}` : title;
}

/** The blocks under the title of each wizard's skeleton: a stepper and a step, or a form. */
const SKELETON_BODY: Record<WizardName, readonly string[]> = {
  investment: ['h-12', 'h-64'],
  rescue: ['h-12', 'h-64'],
  clientData: ['h-12', 'h-64'],
  scheduledRescue: ['h-64'],
  typeParticipate: ['h-40'],
};

/** A wizard while its data or a step's code loads: the shape of its page, announced. */
export function WizardSkeleton({ wizard }: { wizard: WizardName }) {
  return (
    <SkeletonGroup
      label={wizardCopy[wizard].loading}
      className="mx-auto w-full max-w-3xl space-y-4 p-6"
    >
      <Skeleton className="h-8 w-2/3" variant="block" />
      {SKELETON_BODY[wizard].map((height, i) => (
        <Skeleton key={i} className={height} variant="block" />
      ))}
    </SkeletonGroup>
  );
}

/** A wizard whose data did not arrive: what failed and "Reintentar". */
export function WizardLoadError({
  wizard,
  onRetry,
  message,
}: {
  wizard: WizardName;
  onRetry: () => void;
  /** What happened; the connection message by default. */
  message?: string | undefined;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl p-6">
      <LoadError title={wizardCopy[wizard].loadError} onRetry={onRetry}>
        {message}
      </LoadError>
    </div>
  );
}

/** Why a wizard cannot start, with the way on. */
const MESSAGES = {
  'rescue-empty': {
    heading: 'Rescatar',
    title: 'Aún no tienes cuotas para rescatar',
    description: 'Cuando tus inversiones se liquiden, podrás rescatarlas desde aquí.',
    action: 'Ver fondos',
  },
  'scheduled-rescue-missing': {
    heading: 'Programar rescate',
    title: 'No tienes cuotas de este fondo',
    description: 'Puedes programar rescates de los fondos en los que ya tienes cuotas.',
    action: 'Ir a Inicio',
  },
  'scheduled-rescue-not-allowed': {
    heading: 'Programar rescate',
    title: 'Este fondo no admite rescates programados',
    description: 'Puedes hacer un rescate cuando lo necesites desde Inicio.',
    action: 'Ir a Inicio',
  },
} as const;

/** A reason a wizard cannot start. */
export type WizardMessageKind = keyof typeof MESSAGES;

/** A wizard that cannot start: the page's hidden title, why, and a link on. */
export function WizardMessage({
  kind,
  href,
  renderLink,
}: {
  kind: WizardMessageKind;
  /** Where the action leads (the fund list, Inicio). */
  href: string;
  renderLink: RenderLink;
}) {
  const message = MESSAGES[kind];
  return (
    <div className="mx-auto w-full max-w-3xl p-6">
      <h1 className="sr-only">{message.heading}</h1>
      <EmptyState
        title={message.title}
        description={message.description}
        action={renderLink({
          href,
          className: buttonVariants({ variant: 'primary' }),
          children: message.action,
        })}
      />
    </div>
  );
}
