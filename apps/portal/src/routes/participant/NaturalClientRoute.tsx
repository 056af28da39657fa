import {
  CLIENT_STEP_SLUGS,
  stepExtras,
  useClientDataReview,
  useClientDataWizard,
  useClientStepForm,
  useDocumentStep,
  useResidenceStep,
  type ClientData,
} from '@saf/flows';
import {
  BeneficiaryStepScreen,
  ClientDataReviewScreen,
  DocumentStepScreen,
  IdentificationStepScreen,
  InformationStepScreen,
  LoadError,
  PepStepScreen,
  ResidenceStepScreen,
  Skeleton,
  SkeletonGroup,
  SpouseStepScreen,
  Splash,
} from '@saf/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { supportChat } from './support';

const PATH = '/subscription/natural-client';
const FACIAL_HREF = `/subscription/biometric-validation?proposito=onboarding&volver=${encodeURIComponent(
  `${PATH}?paso=${CLIENT_STEP_SLUGS.VALIDATION}`,
)}`;

type Wizard = ReturnType<typeof useClientDataWizard>;
type Frame = Wizard['frame'];
type Saved = (answer: ClientData) => void;
/** What every step component receives: the saved answers, the wizard's frame, what to do once saved. */
interface StepProps {
  data: ClientData;
  frame: Frame;
  onSaved: Saved;
}

const REVIEW_NOTE =
  'Ya pasó un año desde que nos diste tus datos. Revísalos, corrige lo que haya cambiado y confírmalos para seguir invirtiendo.';

function frameProps(frame: Frame, review: boolean) {
  return { ...frame, description: review ? REVIEW_NOTE : undefined };
}

function DocumentStep({ data, frame, onSaved }: StepProps) {
  const step = useDocumentStep(data, onSaved);
  usePageTitle('Documento: Tus datos de cliente', step.hasErrors);
  return <DocumentStepScreen {...frame} {...step} />;
}

function IdentificationStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('IDENTIFICATION', data, onSaved);
  usePageTitle('Identificación: Tus datos de cliente', form.hasErrors);
  return <IdentificationStepScreen {...frame} {...form} {...stepExtras.IDENTIFICATION()} />;
}

function InformationStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('INFORMATION', data, onSaved);
  usePageTitle('Información: Tus datos de cliente', form.hasErrors);
  return <InformationStepScreen {...frame} {...form} {...stepExtras.INFORMATION(form.values)} />;
}

function ResidenceStep({ data, frame, onSaved }: StepProps) {
  const form = useResidenceStep(data, onSaved);
  usePageTitle('Residencia: Tus datos de cliente', form.hasErrors);
  return <ResidenceStepScreen {...frame} {...form} />;
}

function PepStep({
  data,
  frame,
  onSaved,
  spouse,
}: StepProps & {
  spouse: boolean;
}) {
  const form = useClientStepForm(spouse ? 'SPOUSE_PEP' : 'PEP', data, onSaved);
  usePageTitle(`PEP${spouse ? ' de tu cónyuge' : ''}: Tus datos de cliente`, form.hasErrors);
  return (
    <PepStepScreen
      {...frame}
      {...form}
      subject={spouse ? 'spouse' : 'self'}
      {...stepExtras.PEP()}
    />
  );
}

function BeneficiaryStep({
  data,
  frame,
  onSaved,
  spouse,
}: StepProps & {
  spouse: boolean;
}) {
  const form = useClientStepForm(spouse ? 'SPOUSE_BENEFICIARY' : 'BENEFICIARY', data, onSaved);
  usePageTitle(
    `Beneficiario final${spouse ? ' de tu cónyuge' : ''}: Tus datos de cliente`,
    form.hasErrors,
  );
  return (
    <BeneficiaryStepScreen
      {...frame}
      {...form}
      subject={spouse ? 'spouse' : 'self'}
      {...stepExtras.BENEFICIARY()}
    />
  );
}

function SpouseStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('SPOUSE', data, onSaved);
  usePageTitle('Cónyuge: Tus datos de cliente', form.hasErrors);
  return <SpouseStepScreen {...frame} {...form} {...stepExtras.SPOUSE()} />;
}

function ValidationStep({
  data,
  frame,
  onCompleted,
}: {
  data: ClientData;
  frame: Frame;
  onCompleted: (outcome: 'CLEARED' | 'BLOCKED') => void;
}) {
  const review = useClientDataReview({
    data,
    facialHref: FACIAL_HREF,
    onCompleted: (answer) => onCompleted(answer.aml_outcome),
  });
  const hasErrors =
    review.submitCount > 0 &&
    (review.declarations.some((d) => d.error) || Boolean(review.facial.error || review.formError));
  usePageTitle('Validación: Tus datos de cliente', hasErrors);
  return (
    <ClientDataReviewScreen
      {...frame}
      sections={review.sections.map(({ id, title, items }) => ({
        id,
        title,
        items,
        editHref: `${PATH}?paso=${id}`,
      }))}
      declarations={review.declarations}
      onDeclarationChange={review.onDeclarationChange}
      facial={review.facial}
      onConfirm={review.onConfirm}
      submitting={review.submitting}
      submitCount={review.submitCount}
      formError={review.formError}
      renderLink={routerLink}
    />
  );
}

type Outcome = { kind: 'pep'; next: string } | { kind: 'done'; aml: 'CLEARED' | 'BLOCKED' };

/** `/subscription/natural-client?paso=…`: the client-data wizard of a natural person. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const goTo = useCallback(
    (slug: string, options?: { replace?: boolean }) => {
      setOutcome(null);
      setParams({ paso: slug }, { replace: options?.replace ?? false });
    },
    [setParams],
  );
  const wizard = useClientDataWizard({ slug: params.get('paso'), goTo });
  const { step, data, review, nextAfter } = wizard;

  const onSaved = useCallback(
    (answer: ClientData) => {
      if (!step || step === 'VALIDATION') return;
      const next = nextAfter(step, answer);
      if (step === 'PEP' && !review) setOutcome({ kind: 'pep', next });
      else goTo(next);
    },
    [step, nextAfter, review, goTo],
  );
  const onCompleted = useCallback(
    (aml: 'CLEARED' | 'BLOCKED') => setOutcome({ kind: 'done', aml }),
    [],
  );

  if (outcome?.kind === 'pep') {
    return <Splash type="pep-completed" primaryAction={{ onClick: () => goTo(outcome.next) }} />;
  }
  if (outcome?.kind === 'done') {
    return outcome.aml === 'CLEARED' ? (
      <Splash
        type="prospect-completed"
        heading="¡Completaste tus datos!"
        text="Confirmamos tu identidad y registramos tus datos. Ya puedes invertir en nuestros fondos."
        primaryAction={{ label: 'Ver fondos', onClick: () => navigate('/products/recommended') }}
        secondaryAction={{ label: 'Ir al inicio', onClick: () => navigate('/dashboard') }}
      />
    ) : (
      <Splash
        type="failed-aml"
        primaryAction={{ href: supportChat() }}
        secondaryAction={{ onClick: () => navigate('/dashboard') }}
      />
    );
  }
  if (wizard.state === 'error') {
    return (
      <div className="mx-auto w-full max-w-3xl p-6">
        <LoadError title="No pudimos cargar tus datos" onRetry={wizard.retry} />
      </div>
    );
  }
  if (wizard.state === 'loading' || !data || !step) {
    return (
      <SkeletonGroup className="mx-auto w-full max-w-3xl space-y-4 p-6">
        <Skeleton className="h-8 w-2/3" variant="block" />
        <Skeleton className="h-12" variant="block" />
        <Skeleton className="h-64" variant="block" />
      </SkeletonGroup>
    );
  }
  if (data.aml_outcome === 'BLOCKED') {
    return (
      <Splash
        type="failed-aml"
        primaryAction={{ href: supportChat() }}
        secondaryAction={{ onClick: () => navigate('/dashboard') }}
      />
    );
  }

  const frame = frameProps(wizard.frame, review);
  // Each step's form starts from the saved answers when it is shown (hence the key).
  switch (step) {
    case 'DOCUMENT':
      return <DocumentStep key={step} data={data} frame={frame} onSaved={onSaved} />;
    case 'IDENTIFICATION':
      return <IdentificationStep key={step} data={data} frame={frame} onSaved={onSaved} />;
    case 'INFORMATION':
      return <InformationStep key={step} data={data} frame={frame} onSaved={onSaved} />;
    case 'RESIDENCE':
      return <ResidenceStep key={step} data={data} frame={frame} onSaved={onSaved} />;
    case 'PEP':
    case 'SPOUSE_PEP':
      return (
        <PepStep
          key={step}
          data={data}
          frame={frame}
          onSaved={onSaved}
          spouse={step === 'SPOUSE_PEP'}
        />
      );
    case 'BENEFICIARY':
    case 'SPOUSE_BENEFICIARY':
      return (
        <BeneficiaryStep
          key={step}
          data={data}
          frame={frame}
          onSaved={onSaved}
          spouse={step === 'SPOUSE_BENEFICIARY'}
        />
      );
    case 'SPOUSE':
      return <SpouseStep key={step} data={data} frame={frame} onSaved={onSaved} />;
    case 'VALIDATION':
      return <ValidationStep key={step} data={data} frame={frame} onCompleted={onCompleted} />;
  }
}
