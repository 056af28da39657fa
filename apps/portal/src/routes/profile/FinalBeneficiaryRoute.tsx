import { useChangeBeneficiary } from '@saf/flows';
import { ChangeBeneficiaryScreen, changeBeneficiaryPageTitle } from '@saf/ui';
import { lazy, Suspense, useState } from 'react';
import { routerLink } from '../../links';
import { paths } from '../../paths';
import { usePageTitle } from '../../usePageTitle';
import { usePrefetch } from './changes/prefetch';

const CODE_STEP = () => import('./changes/BeneficiaryCodeStep');
const RESULT = () => import('./changes/BeneficiaryChanged');
const BeneficiaryCodeStep = lazy(CODE_STEP);
const BeneficiaryChanged = lazy(RESULT);

/**
 * `/profile/final-beneficiary`: a new declaration (Seleccionar), confirmed with the code emailed
 * to the customer (Validación, fetched while the customer chooses); then the splash.
 */
export function Component() {
  const [changed, setChanged] = useState(false);
  const flow = useChangeBeneficiary({ onChanged: () => setChanged(true) });
  const code = flow.stage === 'code';
  usePrefetch(CODE_STEP, RESULT);
  usePageTitle(
    changeBeneficiaryPageTitle({ changed, code }),
    (code ? flow.codeForm : flow.form).hasErrors,
  );
  return (
    <Suspense fallback={null}>
      {changed ? (
        <BeneficiaryChanged />
      ) : code ? (
        <BeneficiaryCodeStep {...flow} stepper={flow.stepperProps} declaration={flow.form.values} />
      ) : (
        <ChangeBeneficiaryScreen
          {...flow}
          onRetry={flow.retry}
          stepper={flow.stepperProps}
          backHref={paths.profile()}
          clientDataHref={paths.typeParticipate()}
          renderLink={routerLink}
        />
      )}
    </Suspense>
  );
}
