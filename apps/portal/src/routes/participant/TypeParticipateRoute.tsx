import { useFlowsLinks, useTypeParticipate, type Place } from '@saf/flows';
import {
  TypeParticipateScreen,
  TypeParticipateSplash,
  WizardLoadError,
  WizardSkeleton,
  wizardCopy,
} from '@saf/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { portalConfig } from '../../config';
import { usePageTitle } from '../../usePageTitle';
import { supportChat } from './support';

/** `/subscription/type-participate`: how the customer will invest, before the client data. */
export function Component() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(false);
  const flow = useTypeParticipate({ onNatural: useCallback(() => setChosen(true), []) });
  usePageTitle(wizardCopy.typeParticipate.pageTitle, Boolean(flow.error));
  const { href } = useFlowsLinks();
  const to = (place: Place) => () => void navigate(href(place));

  if (flow.state === 'loading') return <WizardSkeleton wizard="typeParticipate" />;
  if (flow.state === 'error')
    return <WizardLoadError wizard="typeParticipate" onRetry={flow.retry} />;
  const outcome = flow.gate ?? (chosen ? ('chosen' as const) : null);
  if (outcome)
    return (
      <TypeParticipateSplash
        outcome={outcome}
        started={flow.started}
        onClientData={to({ wizard: 'clientData' })}
        onHome={to({ page: 'dashboard' })}
        onFunds={to({ page: 'fundList' })}
        supportHref={supportChat()}
      />
    );
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
