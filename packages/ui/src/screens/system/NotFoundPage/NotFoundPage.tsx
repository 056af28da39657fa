import { House, MapPinOff } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { AuthLayout, type AuthFrameProps } from '../../auth/AuthLayout';
import { buttonVariants } from '../../../primitives/Button';
import { cn } from '../../../lib/cn';
import { renderAnchor } from '../../shared';

/** The page's title. */
export const NOT_FOUND_TITLE = 'Página no encontrada';

export interface NotFoundPageProps extends AuthFrameProps {
  /** Where "Ir al inicio" leads. */
  homeHref: string;
  /** Renders the home link, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/** The page of an address that does not exist, with the way home. */
export function NotFoundPage({
  homeHref,
  renderLink = renderAnchor,
  logo,
  aside = false,
  support,
}: NotFoundPageProps) {
  return (
    <AuthLayout
      title="No encontramos esta página"
      description="Puede que la dirección esté mal escrita o que la página ya no exista. Revisa el enlace o vuelve al inicio."
      before={
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        >
          <MapPinOff className="size-6" />
        </span>
      }
      logo={logo}
      aside={aside}
      support={support}
    >
      {renderLink({
        href: homeHref,
        className: cn(buttonVariants({ size: 'lg' }), 'w-full'),
        children: (
          <>
            <House aria-hidden className="size-5" />
            Ir al inicio
          </>
        ),
      })}
    </AuthLayout>
  );
}
