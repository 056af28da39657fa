import { useDocumentStep } from '@saf/flows';
import { DocumentStepScreen, DOCUMENT_STEP_TITLE } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { StepProps } from './types';

export default function DocumentStep({ data, frame, onSaved }: StepProps) {
  const step = useDocumentStep(data, onSaved);
  usePageTitle(DOCUMENT_STEP_TITLE, step.hasErrors);
  return <DocumentStepScreen {...frame} {...step} />;
}
