import { useScheduledRescue, type ScheduledRescue } from '@saf/flows';
import { EmptyState, LoadError, Skeleton, SkeletonGroup, buttonVariants } from '@saf/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../usePageTitle';

/** The form and the splash come in chunks of their own, fetched while the holding loads. */
const FORM_CODE = () => import('./ScheduledRescueForm');
const CREATED_CODE = () => import('./ScheduledRescueCreated');
const Form = lazy(FORM_CODE);
const Created = lazy(CREATED_CODE);

function PageSkeleton() {
  return (
    <SkeletonGroup
      label="Cargando tu rescate programado"
      className="mx-auto w-full max-w-3xl space-y-4 p-6"
    >
      <Skeleton className="h-8 w-2/3" variant="block" />
      <Skeleton className="h-64" variant="block" />
    </SkeletonGroup>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl p-6">
      <h1 className="sr-only">Programar rescate</h1>
      <EmptyState
        title={title}
        description={text}
        action={
          <Link to="/dashboard" className={buttonVariants({ variant: 'primary' })}>
            Ir a Inicio
          </Link>
        }
      />
    </div>
  );
}

/**
 * `/rescue/scheduled-rescue?fondo=…&serie=…`: a monthly rescue of a holding, after the facial
 * check for rescues (`/rescue/biometric-validation`), which it sends the customer to first.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [created, setCreated] = useState<ScheduledRescue | null>(null);
  const address = {
    fund: params.get('fondo')?.toUpperCase() || null,
    series: params.get('serie') || null,
  };
  const nav = useMemo(() => ({ redirect: (path: string) => void navigate(path) }), [navigate]);
  const flow = useScheduledRescue(address, nav, { onCreated: setCreated });
  usePageTitle(
    created ? 'Rescate programado' : 'Programar rescate',
    !created && flow.screen.hasErrors,
  );

  useEffect(() => {
    void FORM_CODE().catch(() => undefined);
    void CREATED_CODE().catch(() => undefined);
  }, []);

  if (created)
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Created schedule={created} />
      </Suspense>
    );
  if (flow.state === 'error')
    return (
      <div className="mx-auto w-full max-w-3xl p-6">
        <LoadError title="No pudimos cargar tus inversiones" onRetry={flow.retry}>
          {flow.loadError}
        </LoadError>
      </div>
    );
  if (flow.state === 'loading' || flow.checking) return <PageSkeleton />;
  if (flow.needsBiometric) return <Navigate to={flow.biometricPath} replace />;
  if (flow.missing)
    return (
      <Message
        title="No tienes cuotas de este fondo"
        text="Puedes programar rescates de los fondos en los que ya tienes cuotas."
      />
    );
  if (flow.notAllowed)
    return (
      <Message
        title="Este fondo no admite rescates programados"
        text="Puedes hacer un rescate cuando lo necesites desde Inicio."
      />
    );
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Form screen={flow.screen} />
    </Suspense>
  );
}
