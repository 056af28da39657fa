import { stepExtras, useClientStepForm } from '@saf/flows';
import { InformationStepScreen, INFORMATION_STEP_TITLE } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function InformationStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('INFORMATION', data, onSaved);
  usePageTitle(INFORMATION_STEP_TITLE, form.hasErrors);
  return <InformationStepScreen {...frame} {...form} {...stepExtras.INFORMATION(form.values)} />;
}
