import { INVESTMENT_STEPS, useInvestment, type InvestmentStep } from '@saf/flows';
import { LoadError, Skeleton, SkeletonGroup, type InvestmentStepFrameState } from '@saf/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { saveFile } from '../../saveFile';
import { useArrivedInApp } from '../../useArrivedInApp';
import { usePageTitle } from '../../usePageTitle';

/** Each step's screen comes in its own chunk, fetched when the address names it. */
const STEP_CODE = {
  detalle: () => import('./steps/DetailStep'),
  banco: () => import('./steps/BankStep'),
  constancia: () => import('./steps/ConstanciaStep'),
} satisfies Record<InvestmentStep, unknown>;
const DetailStep = lazy(STEP_CODE.detalle);
const BankStep = lazy(STEP_CODE.banco);
const ConstanciaStep = lazy(STEP_CODE.constancia);

const NEXT: Partial<Record<InvestmentStep, InvestmentStep>> = {
  detalle: 'banco',
  banco: 'constancia',
};

function stepOf(slug: string | null): InvestmentStep {
  return INVESTMENT_STEPS.find((s) => s === slug) ?? 'detalle';
}

function WizardSkeleton() {
  return (
    <SkeletonGroup label="Cargando tu inversión" className="mx-auto w-full max-w-3xl space-y-4 p-6">
      <Skeleton className="h-8 w-2/3" variant="block" />
      <Skeleton className="h-12" variant="block" />
      <Skeleton className="h-64" variant="block" />
    </SkeletonGroup>
  );
}

/**
 * `/subscription/investment?paso=detalle|banco|constancia&fondo=…&orden=…&pago=…`: the
 * investment wizard. The address holds where the customer is (a reload or the gateway's return
 * lands on the same step); the hook holds the rest.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const address = {
    step: stepOf(params.get('paso')),
    fund: params.get('fondo')?.toUpperCase() || null,
    order: params.get('orden') || null,
    payment: params.get('pago') || null,
  };
  const nav = useMemo(
    () => ({
      go: (to: { step: InvestmentStep; fund?: string | undefined; order?: string | undefined }) => {
        const next: Record<string, string> = { paso: to.step };
        if (to.fund) next['fondo'] = to.fund;
        if (to.order) next['orden'] = to.order;
        setParams(next);
      },
      redirect: (path: string) => void navigate(path),
      openExternal: (url: string) => window.location.assign(url),
      save: saveFile,
    }),
    [navigate, setParams],
  );
  const investment = useInvestment(address, nav);
  const { step } = investment;
  usePageTitle('Tu inversión');
  const arrived = useArrivedInApp();

  // The step on screen is fetched with the data; the next one while this one is filled.
  useEffect(() => {
    void STEP_CODE[step]().catch(() => undefined);
    const next = NEXT[step];
    if (next) void STEP_CODE[next]().catch(() => undefined);
  }, [step]);

  const { fund, order } = address;
  const frame: InvestmentStepFrameState = {
    lastCompletedStep: step === 'detalle' ? undefined : step === 'banco' ? 'detalle' : 'banco',
    onStepChange: (id) =>
      nav.go({
        step: id,
        fund: fund ?? undefined,
        order: id === 'detalle' ? undefined : (order ?? undefined),
      }),
    onBack:
      step === 'detalle'
        ? () => void navigate(fund ? `/products/detail?fondo=${fund}` : '/products/recommended')
        : () =>
            nav.go({
              step: step === 'banco' ? 'detalle' : 'banco',
              fund: fund ?? undefined,
              order: step === 'banco' ? undefined : (order ?? undefined),
            }),
    backLabel: step === 'detalle' ? 'Volver al fondo' : 'Atrás',
    fundName: investment.fundName,
    focusHeading: arrived,
  };

  // Nothing to invest in yet: the customer picks a fund first.
  if (!fund && !investment.detail.values.fund_code)
    return <Navigate to="/products/recommended" replace />;
  // A later step needs its order: without one, the wizard starts over.
  if (step !== 'detalle' && !order)
    return (
      <Navigate
        to={`/subscription/investment?paso=detalle${fund ? `&fondo=${fund}` : ''}`}
        replace
      />
    );
  // A customer who cannot invest yet goes where they must go first.
  if (investment.redirectTo) return <Navigate to={investment.redirectTo} replace />;
  if (investment.state === 'error')
    return (
      <div className="mx-auto w-full max-w-3xl p-6">
        <LoadError title="No pudimos cargar tu inversión" onRetry={investment.retry}>
          {investment.loadError}
        </LoadError>
      </div>
    );
  if (investment.state === 'loading') return <WizardSkeleton />;

  return (
    <Suspense fallback={<WizardSkeleton />}>
      {step === 'detalle' ? (
        <DetailStep investment={investment} frame={frame} />
      ) : step === 'banco' ? (
        <BankStep investment={investment} frame={frame} />
      ) : (
        <ConstanciaStep investment={investment} frame={frame} />
      )}
    </Suspense>
  );
}
