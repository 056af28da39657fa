import { SearchX } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { EmptyStateLink } from '../../shared/EmptyStateLink';

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
    <EmptyStateLink
      icon={<SearchX />}
      headingLevel={2}
      title="No encontramos este fondo"
      description="Puede que el enlace esté incompleto o que el fondo ya no se ofrezca. Revisa nuestros fondos disponibles."
      href={backHref}
      label="Ver nuestros fondos"
      renderLink={renderLink}
    />
  );
}
