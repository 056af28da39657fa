import { stepExtras, useClientStepForm } from '@saf/flows';
import { IdentificationStepScreen, IDENTIFICATION_STEP_TITLE } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function IdentificationStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('IDENTIFICATION', data, onSaved);
  usePageTitle(IDENTIFICATION_STEP_TITLE, form.hasErrors);
  return <IdentificationStepScreen {...frame} {...form} {...stepExtras.IDENTIFICATION()} />;
}
