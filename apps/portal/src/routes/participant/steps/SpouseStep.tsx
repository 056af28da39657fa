import { stepExtras, useClientStepForm } from '@saf/flows';
import { SpouseStepScreen, SPOUSE_STEP_TITLE } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function SpouseStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('SPOUSE', data, onSaved);
  usePageTitle(SPOUSE_STEP_TITLE, form.hasErrors);
  return <SpouseStepScreen {...frame} {...form} {...stepExtras.SPOUSE()} />;
}
