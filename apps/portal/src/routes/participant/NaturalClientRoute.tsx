import { clientDataWizard, useClientDataWizard } from '@saf/flows';
import { wizardCopy } from '@saf/ui';
import { useArrivedInApp } from '../../useArrivedInApp';
import { useWizardNav } from '../../wizard/useWizardNav';
import { WizardRoute } from '../../wizard/WizardRoute';
import { CODE, Outcome, STEPS } from './steps';

/** `/subscription/natural-client?paso=…`: the client-data wizard of a natural person. */
export function Component() {
  const { nav, read } = useWizardNav('clientData');
  const arrived = useArrivedInApp();
  const { step: wanted } = clientDataWizard.parse(read);
  const wizard = useClientDataWizard({ wanted, go: nav.go });
  const { step, data, ending } = wizard;
  const Step = STEPS[step ?? 'DOCUMENT'];
  return (
    <WizardRoute
      wizard="clientData"
      code={CODE}
      ahead={clientDataWizard.ahead(step ?? wanted, data?.sequence)}
      state={wizard.state}
      onRetry={wizard.retry}
      done={ending && <Outcome kind={ending.kind} onContinue={wizard.onContinue} />}
    >
      {/* Each step's form starts from the saved answers when it is shown (hence the key). */}
      <Step
        key={step}
        data={data!}
        onSaved={wizard.onSaved}
        onCompleted={wizard.onCompleted}
        spouse={step === 'SPOUSE_PEP' || step === 'SPOUSE_BENEFICIARY'}
        frame={{
          ...wizard.frame,
          description: wizard.review ? wizardCopy.clientData.reviewNote : undefined,
          focusHeading: arrived,
        }}
      />
    </WizardRoute>
  );
}
