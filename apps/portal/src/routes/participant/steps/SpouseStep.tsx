import { stepExtras, useClientStepForm } from '@saf/flows';
import { SpouseStepScreen } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function SpouseStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('SPOUSE', data, onSaved);
  usePageTitle('Cónyuge: Tus datos de cliente', form.hasErrors);
  return <SpouseStepScreen {...frame} {...form} {...stepExtras.SPOUSE()} />;
}
