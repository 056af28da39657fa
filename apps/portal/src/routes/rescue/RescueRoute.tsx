import { rescueBiometric, rescueWizard, useRescue, type Rescue } from '@saf/flows';
import { wizardCopy, wizardPageTitle } from '@saf/ui';
import { lazy, useState } from 'react';
import { useArrivedInApp } from '../../useArrivedInApp';
import { lazySteps } from '../../wizard/lazySteps';
import { useWizardNav } from '../../wizard/useWizardNav';
import { WizardRoute } from '../../wizard/WizardRoute';

/** Each step's screen, and the splash of the rescue made, come in their own chunks. */
const STEP_CODE = {
  detalle: () => import('./steps/RescueDetailStep'),
  cuenta: () => import('./steps/RescueAccountStep'),
};
const CODE = { ...STEP_CODE, created: () => import('./RescueCreated') };
const STEPS = lazySteps(STEP_CODE);
const Created = lazy(CODE.created);

/**
 * `/rescue/create-rescue?paso=detalle|cuenta&fondo=…`: the rescue wizard, after the facial check
 * for rescues, which it sends the customer to first.
 */
export function Component() {
  const { nav, read } = useWizardNav('rescue');
  const address = rescueWizard.parse(read);
  const [created, setCreated] = useState<Rescue | null>(null);
  const rescue = useRescue(address, nav, { onCreated: setCreated });
  const arrived = useArrivedInApp();
  const { step } = address;
  const Step = STEPS[step];
  return (
    <WizardRoute
      wizard="rescue"
      title={created ? wizardCopy.rescue.doneTitle : wizardPageTitle('rescue', step)}
      hasErrors={!created && rescue.hasErrors}
      code={CODE}
      ahead={rescueWizard.ahead(step)}
      state={rescue.checking ? 'loading' : rescue.state}
      loadError={rescue.loadError}
      onRetry={rescue.retry}
      redirect={
        rescue.needsBiometric
          ? rescueBiometric(step)
          : rescue.empty
            ? null
            : rescueWizard.guard(address, Boolean(rescue.account.summary))
      }
      message={rescue.empty ? { kind: 'rescue-empty', href: { page: 'fundList' } } : null}
      done={created && <Created rescue={created} />}
    >
      <Step rescue={rescue} focusHeading={arrived} />
    </WizardRoute>
  );
}
