import { stepExtras, useClientStepForm } from '@saf/flows';
import { InformationStepScreen } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function InformationStep({ data, frame, onSaved }: StepProps) {
  const form = useClientStepForm('INFORMATION', data, onSaved);
  usePageTitle('Información: Tus datos de cliente', form.hasErrors);
  return <InformationStepScreen {...frame} {...form} {...stepExtras.INFORMATION(form.values)} />;
}
