import { useTypeParticipate } from '@saf/flows';
import { LoadError, Skeleton, SkeletonGroup, Splash, TypeParticipateScreen } from '@saf/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { portalConfig } from '../../config';
import { usePageTitle } from '../../usePageTitle';
import { supportChat } from './support';

const WIZARD = '/subscription/natural-client';

/** `/subscription/type-participate`: how the customer will invest, before the client data. */
export function Component() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(false);
  const flow = useTypeParticipate({ onNatural: useCallback(() => setChosen(true), []) });
  usePageTitle('Tipo de partícipe', Boolean(flow.error));

  if (flow.state === 'loading') {
    return (
      <SkeletonGroup className="mx-auto w-full max-w-3xl space-y-4 p-6">
        <Skeleton className="h-8 w-2/3" variant="block" />
        <Skeleton className="h-40" variant="block" />
      </SkeletonGroup>
    );
  }
  if (flow.state === 'error') {
    return (
      <div className="mx-auto w-full max-w-3xl p-6">
        <LoadError title="No pudimos cargar tus datos" onRetry={flow.retry} />
      </div>
    );
  }
  if (flow.gate === 'failed-aml') {
    return (
      <Splash
        type="failed-aml"
        primaryAction={{ href: supportChat() }}
        secondaryAction={{ onClick: () => navigate('/dashboard') }}
      />
    );
  }
  if (flow.gate === 'yearly-update') {
    return (
      <Splash
        type="yearly-update"
        primaryAction={{ onClick: () => navigate(WIZARD) }}
        secondaryAction={{ onClick: () => navigate('/dashboard') }}
      />
    );
  }
  if (flow.gate === 'participant') {
    return (
      <Splash
        type="prospect-completed"
        heading="Ya completaste tus datos"
        text="Tus datos de cliente están al día. Ya puedes invertir en nuestros fondos."
        primaryAction={{ label: 'Ver fondos', onClick: () => navigate('/products/recommended') }}
      />
    );
  }
  if (chosen) {
    return (
      <Splash
        type="type-of-participant-completed"
        primaryAction={{
          label: flow.started ? 'Continuar con mis datos' : undefined,
          onClick: () => navigate(WIZARD),
        }}
      />
    );
  }
  return (
    <TypeParticipateScreen
      value={flow.value}
      onValueChange={flow.onValueChange}
      onContinue={flow.onContinue}
      error={flow.error}
      support={{
        phone: portalConfig.supportPhoneDisplay,
        phoneHref: `tel:+${portalConfig.supportPhone.replace(/\D/g, '')}`,
        email: portalConfig.supportEmail,
        hours: portalConfig.supportHours,
        chatHref: supportChat(),
      }}
    />
  );
}
