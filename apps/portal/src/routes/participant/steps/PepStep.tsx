import { stepExtras, useClientStepForm } from '@saf/flows';
import { PepStepScreen } from '@saf/ui';
import { usePageTitle } from '../../../usePageTitle';
import type { SubjectStepProps } from './types';

export default function PepStep({ data, frame, onSaved, spouse }: SubjectStepProps) {
  const form = useClientStepForm(spouse ? 'SPOUSE_PEP' : 'PEP', data, onSaved);
  usePageTitle(`PEP${spouse ? ' de tu cónyuge' : ''}: Tus datos de cliente`, form.hasErrors);
  return (
    <PepStepScreen
      {...frame}
      {...form}
      subject={spouse ? 'spouse' : 'self'}
      {...stepExtras.PEP()}
    />
  );
}
