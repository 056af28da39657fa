import { useClientDataReview, useFlowsLinks, type ClientData } from '@saf/flows';
import { ClientDataReviewScreen, CLIENT_DATA_REVIEW_TITLE } from '@saf/ui';
import { routerLink } from '../../../links';
import { usePageTitle } from '../../../usePageTitle';
import type { Frame } from './types';

/** The facial check for onboarding, then back to Validación. */
const FACIAL = {
  page: 'biometric',
  purpose: 'onboarding',
  back: { wizard: 'clientData', step: 'validacion' },
} as const;

export interface ValidationStepProps {
  data: ClientData;
  frame: Frame;
  onCompleted: (outcome: 'CLEARED' | 'BLOCKED') => void;
}

export default function ValidationStep({ data, frame, onCompleted }: ValidationStepProps) {
  const { href } = useFlowsLinks();
  const review = useClientDataReview({
    data,
    facialHref: href(FACIAL),
    onCompleted: (answer) => onCompleted(answer.aml_outcome),
  });
  const hasErrors =
    review.submitCount > 0 &&
    (review.declarations.some((d) => d.error) || Boolean(review.facial.error || review.formError));
  usePageTitle(CLIENT_DATA_REVIEW_TITLE, hasErrors);
  return (
    <ClientDataReviewScreen
      {...frame}
      sections={review.sections.map(({ id, title, items }) => ({
        id,
        title,
        items,
        editHref: href({ wizard: 'clientData', step: id }),
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
