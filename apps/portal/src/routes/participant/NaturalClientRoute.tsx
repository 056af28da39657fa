import { stepOfSlug, useClientDataWizard, type ClientData, type WizardStep } from '@saf/flows';
import { LoadError, Skeleton, SkeletonGroup } from '@saf/ui';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useArrivedInApp } from '../../useArrivedInApp';
import type { Frame } from './steps/types';

const REVIEW_NOTE =
  'Ya pasó un año desde que nos diste tus datos. Revísalos, corrige lo que haya cambiado y confírmalos para seguir invirtiendo.';

function frameProps(frame: Frame, review: boolean, focusHeading: boolean): Frame {
  return { ...frame, description: review ? REVIEW_NOTE : undefined, focusHeading };
}

/**
 * Each step's screen and hook come in their own chunk: the route paints the frame, and a step's
 * code is fetched when the address names it (before the answers arrive) and for the step after
 * the one on screen, so continuing does not wait for it.
 */
const STEP_CODE = {
  DOCUMENT: () => import('./steps/DocumentStep'),
  IDENTIFICATION: () => import('./steps/IdentificationStep'),
  INFORMATION: () => import('./steps/InformationStep'),
  RESIDENCE: () => import('./steps/ResidenceStep'),
  PEP: () => import('./steps/PepStep'),
  SPOUSE_PEP: () => import('./steps/PepStep'),
  BENEFICIARY: () => import('./steps/BeneficiaryStep'),
  SPOUSE_BENEFICIARY: () => import('./steps/BeneficiaryStep'),
  SPOUSE: () => import('./steps/SpouseStep'),
  VALIDATION: () => import('./steps/ValidationStep'),
} satisfies Record<WizardStep, () => Promise<{ default: ComponentType<never> }>>;

const OUTCOME_CODE = () => import('./steps/Outcome');
const Outcome = lazy(OUTCOME_CODE);
const DocumentStep = lazy(STEP_CODE.DOCUMENT);
const IdentificationStep = lazy(STEP_CODE.IDENTIFICATION);
const InformationStep = lazy(STEP_CODE.INFORMATION);
const ResidenceStep = lazy(STEP_CODE.RESIDENCE);
const PepStep = lazy(STEP_CODE.PEP);
const BeneficiaryStep = lazy(STEP_CODE.BENEFICIARY);
const SpouseStep = lazy(STEP_CODE.SPOUSE);
const ValidationStep = lazy(STEP_CODE.VALIDATION);

function prefetch(step: WizardStep | null | undefined) {
  if (step) void STEP_CODE[step]().catch(() => undefined);
}

function WizardSkeleton() {
  return (
    <SkeletonGroup className="mx-auto w-full max-w-3xl space-y-4 p-6">
      <Skeleton className="h-8 w-2/3" variant="block" />
      <Skeleton className="h-12" variant="block" />
      <Skeleton className="h-64" variant="block" />
    </SkeletonGroup>
  );
}

type Outcome = { kind: 'pep'; next: string } | { kind: 'done'; aml: 'CLEARED' | 'BLOCKED' };

/** `/subscription/natural-client?paso=…`: the client-data wizard of a natural person. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const arrived = useArrivedInApp();
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
  // The step the address names loads with the answers; the next one while this one is filled.
  const slugStep = stepOfSlug(params.get('paso'));
  useEffect(() => prefetch(step ?? slugStep), [step, slugStep]);
  useEffect(() => {
    if (data && step && step !== 'VALIDATION') prefetch(stepOfSlug(nextAfter(step, data)));
    // PEP and Validación end in a splash.
    if (step === 'PEP' || step === 'VALIDATION') void OUTCOME_CODE().catch(() => undefined);
  }, [data, step, nextAfter]);

  const onCompleted = useCallback(
    (aml: 'CLEARED' | 'BLOCKED') => setOutcome({ kind: 'done', aml }),
    [],
  );

  if (outcome) {
    return (
      <Suspense fallback={<WizardSkeleton />}>
        {outcome.kind === 'pep' ? (
          <Outcome kind="pep-completed" onContinue={() => goTo(outcome.next)} />
        ) : (
          <Outcome kind={outcome.aml === 'CLEARED' ? 'participant' : 'failed-aml'} />
        )}
      </Suspense>
    );
  }
  if (wizard.state === 'error') {
    return (
      <div className="mx-auto w-full max-w-3xl p-6">
        <LoadError title="No pudimos cargar tus datos" onRetry={wizard.retry} />
      </div>
    );
  }
  if (wizard.state === 'loading' || !data || !step) return <WizardSkeleton />;
  if (data.aml_outcome === 'BLOCKED') {
    return (
      <Suspense fallback={<WizardSkeleton />}>
        <Outcome kind="failed-aml" />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<WizardSkeleton />}>
      <CurrentStep
        step={step}
        data={data}
        frame={frameProps(wizard.frame, review, arrived)}
        onSaved={onSaved}
        onCompleted={onCompleted}
      />
    </Suspense>
  );
}

function CurrentStep({
  step,
  data,
  frame,
  onSaved,
  onCompleted,
}: {
  step: WizardStep;
  data: ClientData;
  frame: Frame;
  onSaved: (answer: ClientData) => void;
  onCompleted: (outcome: 'CLEARED' | 'BLOCKED') => void;
}) {
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
