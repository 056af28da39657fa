import { useDocumentStep } from '@saf/flows';
import { DocumentStepScreen } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function DocumentStep({ data, frame, onSaved }: StepProps) {
  const step = useDocumentStep(data, onSaved);
  usePageTitle('Documento: Tus datos de cliente', step.hasErrors);
  return <DocumentStepScreen {...frame} {...step} />;
}
