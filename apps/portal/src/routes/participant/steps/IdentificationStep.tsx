import { stepExtras, useClientStepForm } from '@saf/flows';
import { IdentificationStepScreen } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function IdentificationStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('IDENTIFICATION', data, onSaved);
  usePageTitle('Identificación: Tus datos de cliente', form.hasErrors);
  return <IdentificationStepScreen {...frame} {...form} {...stepExtras.IDENTIFICATION()} />;
}
