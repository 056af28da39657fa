import { useResidenceStep } from '@saf/flows';
import { ResidenceStepScreen } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function ResidenceStep({ data, frame, onSaved }: StepProps) {
  const form = useResidenceStep(data, onSaved);
  usePageTitle('Residencia: Tus datos de cliente', form.hasErrors);
  return <ResidenceStepScreen {...frame} {...form} />;
}
