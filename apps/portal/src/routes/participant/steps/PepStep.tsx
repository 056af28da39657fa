import { stepExtras, useClientStepForm } from '@saf/flows';
import { PepStepScreen, PEP_STEP_TITLES } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { SubjectStepProps } from './types';

export default function PepStep({ data, frame, onSaved, spouse }: SubjectStepProps) {
  const form = useClientStepForm(spouse ? 'SPOUSE_PEP' : 'PEP', data, onSaved);
  usePageTitle(PEP_STEP_TITLES[spouse ? 'spouse' : 'self'], form.hasErrors);
  return (
    <PepStepScreen
      {...frame}
      {...form}
      subject={spouse ? 'spouse' : 'self'}
      {...stepExtras.PEP()}
    />
  );
}
