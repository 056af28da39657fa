import { stepExtras, useClientStepForm } from '@saf/flows';
import { BeneficiaryStepScreen, BENEFICIARY_STEP_TITLES } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { SubjectStepProps } from './types';

export default function BeneficiaryStep({ data, frame, onSaved, spouse }: SubjectStepProps) {
  const form = useClientStepForm(spouse ? 'SPOUSE_BENEFICIARY' : 'BENEFICIARY', data, onSaved);
  usePageTitle(BENEFICIARY_STEP_TITLES[spouse ? 'spouse' : 'self'], form.hasErrors);
  return (
    <BeneficiaryStepScreen
      {...frame}
      {...form}
      subject={spouse ? 'spouse' : 'self'}
      {...stepExtras.BENEFICIARY()}
    />
  );
}
