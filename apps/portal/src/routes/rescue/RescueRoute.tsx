import { rescueBiometricPath, useRescue, type Rescue, type RescueStep } from '@saf/flows';
import { EmptyState, LoadError, Skeleton, SkeletonGroup, buttonVariants } from '@saf/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useArrivedInApp } from '../../useArrivedInApp';
import { usePageTitle } from '../../usePageTitle';

/** Each step's screen comes in its own chunk. */
const STEP_CODE = {
  detalle: () => import('./steps/RescueDetailStep'),
  cuenta: () => import('./steps/RescueAccountStep'),
} satisfies Record<RescueStep, unknown>;
const DetailStep = lazy(STEP_CODE.detalle);
const CREATED_CODE = () => import('./RescueCreated');
const Created = lazy(CREATED_CODE);
const AccountStep = lazy(STEP_CODE.cuenta);

const stepOf = (slug: string | null): RescueStep => (slug === 'cuenta' ? 'cuenta' : 'detalle');

function WizardSkeleton() {
  return (
    <SkeletonGroup label="Cargando tu rescate" className="mx-auto w-full max-w-3xl space-y-4 p-6">
      <Skeleton className="h-8 w-2/3" variant="block" />
      <Skeleton className="h-12" variant="block" />
      <Skeleton className="h-64" variant="block" />
    </SkeletonGroup>
  );
}

/**
 * `/rescue/create-rescue?paso=detalle|cuenta&fondo=…`: the rescue wizard, after the facial check
 * for rescues (`/rescue/biometric-validation`), which it sends the customer to first.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const address = {
    step: stepOf(params.get('paso')),
    fund: params.get('fondo')?.toUpperCase() || null,
  };
  const [created, setCreated] = useState<Rescue | null>(null);
  const nav = useMemo(
    () => ({
      go: (step: RescueStep) =>
        setParams((p) => {
          const next = new URLSearchParams(p);
          next.set('paso', step);
          return next;
        }),
      redirect: (path: string) => void navigate(path),
    }),
    [navigate, setParams],
  );
  const rescue = useRescue(address, nav, { onCreated: setCreated });
  const { step } = address;
  // The step in the page's title, as the investment's: "Cuenta: Rescatar".
  const stepErrors =
    step === 'cuenta'
      ? Boolean(rescue.account.error || rescue.account.formError)
      : rescue.detail.hasErrors;
  usePageTitle(
    created ? 'Rescate registrado' : `${step === 'cuenta' ? 'Cuenta' : 'Detalle'}: Rescatar`,
    !created && stepErrors,
  );
  const arrived = useArrivedInApp();

  useEffect(() => {
    void STEP_CODE[step]().catch(() => undefined);
    if (step === 'detalle') void STEP_CODE.cuenta().catch(() => undefined);
    else void CREATED_CODE().catch(() => undefined);
  }, [step]);

  if (created)
    return (
      <Suspense fallback={<WizardSkeleton />}>
        <Created rescue={created} />
      </Suspense>
    );
  if (rescue.state === 'error')
    return (
      <div className="mx-auto w-full max-w-3xl p-6">
        <LoadError title="No pudimos cargar tus inversiones" onRetry={rescue.retry}>
          {rescue.loadError}
        </LoadError>
      </div>
    );
  if (rescue.state === 'loading' || rescue.checking) return <WizardSkeleton />;
  // The facial check for rescues comes first (valid for 30 minutes).
  if (rescue.needsBiometric) return <Navigate to={rescueBiometricPath(step)} replace />;
  if (rescue.empty)
    return (
      <div className="mx-auto w-full max-w-3xl p-6">
        <h1 className="sr-only">Rescatar</h1>
        <EmptyState
          title="Aún no tienes cuotas para rescatar"
          description="Cuando tus inversiones se liquiden, podrás rescatarlas desde aquí."
          action={
            <Link to="/products/recommended" className={buttonVariants({ variant: 'primary' })}>
              Ver fondos
            </Link>
          }
        />
      </div>
    );
  // Cuenta needs a Detalle that makes a rescue.
  if (step === 'cuenta' && !rescue.account.summary)
    return <Navigate to="/rescue/create-rescue?paso=detalle" replace />;
  return (
    <Suspense fallback={<WizardSkeleton />}>
      {step === 'detalle' ? (
        <DetailStep rescue={rescue} focusHeading={arrived} />
      ) : (
        <AccountStep rescue={rescue} focusHeading={arrived} />
      )}
    </Suspense>
  );
}
