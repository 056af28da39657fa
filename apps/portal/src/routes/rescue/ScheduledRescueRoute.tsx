import { scheduledRescueWizard, useScheduledRescue, type ScheduledRescue } from '@saf/flows';
import { wizardCopy } from '@saf/ui';
import { lazy, useState } from 'react';
import { useWizardNav } from '../../wizard/useWizardNav';
import { WizardRoute } from '../../wizard/WizardRoute';

/** The form and the splash come in chunks of their own, fetched while the holding loads. */
const CODE = {
  form: () => import('./ScheduledRescueForm'),
  created: () => import('./ScheduledRescueCreated'),
};
const Form = lazy(CODE.form);
const Created = lazy(CODE.created);
const HOME = { page: 'dashboard' } as const;

/**
 * `/rescue/scheduled-rescue?fondo=…&serie=…`: a monthly rescue of a holding, after the facial
 * check for rescues, which it sends the customer to first.
 */
export function Component() {
  const { nav, read } = useWizardNav('scheduledRescue');
  const [created, setCreated] = useState<ScheduledRescue | null>(null);
  const flow = useScheduledRescue(scheduledRescueWizard.parse(read), nav, {
    onCreated: setCreated,
  });
  const copy = wizardCopy.scheduledRescue;
  return (
    <WizardRoute
      wizard="scheduledRescue"
      title={created ? copy.doneTitle : copy.pageTitle}
      hasErrors={!created && flow.screen.hasErrors}
      code={CODE}
      ahead={scheduledRescueWizard.ahead()}
      state={flow.checking ? 'loading' : flow.state}
      loadError={flow.loadError}
      onRetry={flow.retry}
      redirect={flow.needsBiometric ? flow.biometric : null}
      message={
        flow.missing
          ? { kind: 'scheduled-rescue-missing', href: HOME }
          : flow.notAllowed
            ? { kind: 'scheduled-rescue-not-allowed', href: HOME }
            : null
      }
      done={created && <Created schedule={created} />}
    >
      <Form screen={flow.screen} />
    </WizardRoute>
  );
}
