import { useClientDataReview, type ClientData } from '@saf/flows';
import { ClientDataReviewScreen } from '@saf/ui';
import { routerLink } from '../../../links';
import { usePageTitle } from '../../../usePageTitle';
import { pathOf } from '../../../places';
import type { Frame } from './types';

const FACIAL_HREF = pathOf({
  page: 'biometric',
  purpose: 'onboarding',
  back: { wizard: 'clientData', step: 'VALIDATION' },
});

export interface ValidationStepProps {
  data: ClientData;
  frame: Frame;
  onCompleted: (outcome: 'CLEARED' | 'BLOCKED') => void;
}

export default function ValidationStep({ data, frame, onCompleted }: ValidationStepProps) {
  const review = useClientDataReview({
    data,
    facialHref: FACIAL_HREF,
    onCompleted: (answer) => onCompleted(answer.aml_outcome),
  });
  const hasErrors =
    review.submitCount > 0 &&
    (review.declarations.some((d) => d.error) || Boolean(review.facial.error || review.formError));
  usePageTitle('Validación: Tus datos de cliente', hasErrors);
  return (
    <ClientDataReviewScreen
      {...frame}
      sections={review.sections.map(({ id, title, items, step }) => ({
        id,
        title,
        items,
        editHref: pathOf({ wizard: 'clientData', step }),
      }))}
      declarations={review.declarations}
      onDeclarationChange={review.onDeclarationChange}
      facial={review.facial}
      onConfirm={review.onConfirm}
      submitting={review.submitting}
      submitCount={review.submitCount}
      formError={review.formError}
      renderLink={routerLink}
    />
  );
}
