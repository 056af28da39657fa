import { useResidenceStep } from '@saf/flows';
import { ResidenceStepScreen, RESIDENCE_STEP_TITLE } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function ResidenceStep({ data, frame, onSaved }: StepProps) {
  const form = useResidenceStep(data, onSaved);
  usePageTitle(RESIDENCE_STEP_TITLE, form.hasErrors);
  return <ResidenceStepScreen {...frame} {...form} />;
}
