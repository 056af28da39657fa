import { arrowLink } from '../../shared/arrowLink';
import { SearchX } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { EmptyState } from '../../../primitives/EmptyState';

/**
 * An unknown fund code: the way back to the list. A rare state, so the detail page fetches it
 * only when the API answers that the fund does not exist.
 */
export function FundNotFound({
  backHref,
  renderLink,
}: {
  backHref: string;
  renderLink: RenderLink;
}) {
  return (
    <EmptyState
      icon={<SearchX />}
      headingLevel={2}
      title="No encontramos este fondo"
      description="Puede que el enlace esté incompleto o que el fondo ya no se ofrezca. Revisa nuestros fondos disponibles."
      action={arrowLink(renderLink, backHref, 'Ver nuestros fondos')}
    />
  );
}
