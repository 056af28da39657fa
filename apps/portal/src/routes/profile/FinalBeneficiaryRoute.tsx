import { useChangeBeneficiary } from '@saf/flows';
import { ChangeBeneficiaryScreen } from '@saf/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { routerLink } from '../../links';
import { usePageTitle } from '../../usePageTitle';
import { paths } from '../../paths';

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
  const form = flow.stage === 'select' ? flow.form : flow.codeForm;
  useEffect(() => {
    void CODE_STEP().then(RESULT, () => undefined);
  }, []);
  usePageTitle(
    changed
      ? 'Beneficiario final actualizado'
      : flow.stage === 'code'
        ? 'Validación: Cambiar beneficiario final'
        : 'Cambiar beneficiario final',
    form.hasErrors,
  );
  if (changed)
    return (
      <Suspense fallback={null}>
        <BeneficiaryChanged />
      </Suspense>
    );
  if (flow.stage === 'code')
    return (
      <Suspense fallback={null}>
        <BeneficiaryCodeStep
          stepper={flow.stepperProps}
          declaration={flow.form.values}
          relationships={flow.relationships}
          maskedEmail={flow.maskedEmail}
          codeForm={flow.codeForm}
          resend={flow.resend}
          onBack={flow.onBack}
        />
      </Suspense>
    );
  return (
    <ChangeBeneficiaryScreen
      state={flow.state}
      onRetry={flow.retry}
      stepper={flow.stepperProps}
      form={flow.form}
      documentTypes={flow.documentTypes}
      relationships={flow.relationships}
      backHref={paths.profile()}
      clientDataHref={paths.typeParticipate()}
      renderLink={routerLink}
    />
  );
}
