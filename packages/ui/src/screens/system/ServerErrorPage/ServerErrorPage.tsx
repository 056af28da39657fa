import { House, RotateCw, ServerCrash } from '../../../icons';
import type { RenderLink } from '../../../composites/AppShell';
import { AuthLayout, type AuthFrameProps } from '../../auth/AuthLayout';
import { Button, buttonVariants } from '../../../primitives/Button';
import { cn } from '../../../lib/cn';
import { renderAnchor, screenLinkClasses } from '../../shared';

/** The page's title. */
export const SERVER_ERROR_TITLE = 'Algo salió mal';

export interface ServerErrorPageProps extends AuthFrameProps {
  /** Tries the last action again; without it there is no "Reintentar" button. */
  onRetry?: () => void;
  /** Where "Ir al inicio" leads. */
  homeHref: string;
  /** Support email shown in the message (the footer shows `support` too). */
  supportEmail?: string;
  /** A reference the customer can give support (the request id). */
  reference?: string;
  /** Renders the home link, so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/** The page an unexpected server failure leads to (`/500`): retry, go home, or contact us. */
export function ServerErrorPage({
  onRetry,
  homeHref,
  supportEmail,
  reference,
  renderLink = renderAnchor,
  logo,
  aside = false,
  support,
}: ServerErrorPageProps) {
  return (
    <AuthLayout
      title="Algo salió mal de nuestro lado"
      description="Tuvimos un problema técnico y no pudimos completar lo que pediste. Vuelve a intentarlo en unos minutos."
      before={<PageIcon />}
      logo={logo}
      aside={aside}
      support={support}
    >
      {reference ? (
        <p className="mb-6 rounded-lg bg-surface-sunken px-4 py-3 text-sm text-text">
          Código de referencia: <span className="font-semibold tracking-wide">{reference}</span>
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {onRetry ? (
          <Button
            onClick={onRetry}
            size="lg"
            className="w-full sm:flex-1"
            startIcon={<RotateCw aria-hidden className="size-5" />}
          >
            Reintentar
          </Button>
        ) : null}
        {renderLink({
          href: homeHref,
          className: cn(
            buttonVariants({ variant: onRetry ? 'secondary' : 'primary', size: 'lg' }),
            'w-full sm:flex-1',
          ),
          children: (
            <>
              <House aria-hidden className="size-5" />
              Ir al inicio
            </>
          ),
        })}
      </div>
      {supportEmail ? (
        <p className="mt-6 text-sm text-muted">
          Si el problema continúa, escríbenos a{' '}
          <a
            href={`mailto:${supportEmail}`}
            className={cn(screenLinkClasses, 'inline-block max-w-full wrap-anywhere')}
          >
            {supportEmail}
          </a>
          {reference ? ' con el código de referencia' : ''}.
        </p>
      ) : null}
    </AuthLayout>
  );
}

function PageIcon() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 items-center justify-center rounded-full bg-danger-surface text-danger"
    >
      <ServerCrash className="size-6" />
    </span>
  );
}
