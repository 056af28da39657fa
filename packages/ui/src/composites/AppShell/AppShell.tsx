import { useRef, type ReactNode } from 'react';
import { ArrowLeftRight, House, Landmark, MessageCircle, UserRound } from '../../icons';
import { cn } from '../../lib/cn';
import { BrandLogo } from './BrandLogo';
import { focusRing } from './styles';
import { usePinnedBars } from './usePinnedBars';
import { UserMenu } from './UserMenu';

/** One entry of the main menu. */
export interface NavItem {
  /** Stable key, matched against `activeItem`. */
  id: string;
  /** Visible label, in Spanish. */
  label: string;
  /** Destination. */
  href: string;
  /** Icon, decorative. */
  icon: ReactNode;
}

/** Where each item of the spec's main menu leads, by its `id`. */
export type MainMenuHrefs = Record<'inicio' | 'cuentas' | 'movimientos' | 'perfil', string>;

/** The spec's main menu, Inicio, Cuentas, Movimientos and Perfil, leading where the app says. */
export function mainMenu(hrefs: MainMenuHrefs): NavItem[] {
  return [
    { id: 'inicio', label: 'Inicio', href: hrefs.inicio, icon: <House /> },
    { id: 'cuentas', label: 'Cuentas', href: hrefs.cuentas, icon: <Landmark /> },
    { id: 'movimientos', label: 'Movimientos', href: hrefs.movimientos, icon: <ArrowLeftRight /> },
    { id: 'perfil', label: 'Perfil', href: hrefs.perfil, icon: <UserRound /> },
  ];
}

/** What `renderLink` receives: spread it on the router's link. */
export interface AppShellLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'data-current'?: boolean;
}

/** Renders a link, e.g. `(props) => <Link to={props.href} {...props} />` for react-router. */
export type RenderLink = (props: AppShellLinkProps) => ReactNode;

const renderAnchor: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
);

/**
 * The WhatsApp link that opens a conversation with the support line, with a first message.
 * Only the digits of the number are kept, as wa.me expects them (country code included).
 */
export function supportChatUrl(phone: string, message: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

export interface AppShellProps {
  /** The page. It renders inside `<main id="main">`, the skip link's target. */
  children: ReactNode;
  /** `id` of the current main-menu item; it gets `aria-current="page"`. */
  activeItem?: string;
  /** Main-menu items: `mainMenu(hrefs)` for the spec's (Inicio, Cuentas, Movimientos, Perfil). */
  navItems: NavItem[];
  /** Renders every link (menu, logo), so the portal can pass its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
  /** Brand logo in the header. @default <BrandLogo name={brandName} /> */
  logo?: ReactNode;
  /** Brand name used by the default logo. @default 'Quipu' */
  brandName?: string;
  /** Where the logo leads (the home page). */
  homeHref: string;
  /** Customer's full name: avatar initials and the default greeting. */
  customerName?: string;
  /** Greeting next to the user menu. @default 'Hola, {first name}' */
  greeting?: ReactNode;
  /** Support phone number with country code, for the chat link (any spacing). */
  supportPhone: string;
  /** First message of the support chat. @default 'Hola, necesito ayuda con el portal de fondos.' */
  supportMessage?: string;
  /** "Contactar soporte" in the user menu. Without it, the item opens the support chat. */
  onContactSupport?: () => void;
  /** "Cerrar sesión" in the user menu. */
  onLogout: () => void;
  /** "Eliminar cuenta" in the user menu; ask for confirmation before deleting. */
  onDeleteAccount: () => void;
  /** Extra classes for the main area. */
  mainClassName?: string;
  /** Address of the accessibility statement, linked from the footer. */
  accessibilityHref?: string;
}

/**
 * The frame of every signed-in page: header with logo, main menu (a bottom tab bar on phones),
 * user menu with the secondary actions, skip link, and the support chat.
 *
 * The chat floats in the corner only where the margin beside the page leaves it a lane of its
 * own (a window of 80rem and more); narrower, it would sit on amounts and buttons, so there the
 * customer opens it from the user menu ("Contactar soporte"), as in a bank's mobile app.
 */
export function AppShell({
  children,
  activeItem,
  navItems,
  renderLink = renderAnchor,
  logo,
  brandName = 'Quipu',
  homeHref,
  customerName,
  greeting,
  supportPhone,
  supportMessage = 'Hola, necesito ayuda con el portal de fondos.',
  onContactSupport,
  onLogout,
  onDeleteAccount,
  mainClassName,
  accessibilityHref,
}: AppShellProps) {
  const chatUrl = supportChatUrl(supportPhone, supportMessage);
  const firstName = customerName?.trim().split(/\s+/)[0];
  const shownGreeting = greeting ?? (firstName ? `Hola, ${firstName}` : null);
  const headerRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLElement>(null);
  usePinnedBars(headerRef, barRef);

  return (
    <div
      data-slot="app-shell"
      className="@container/shell flex min-h-dvh flex-col bg-background text-text"
    >
      <a
        href="#main"
        className={cn(
          'fixed top-2 left-2 z-50 -translate-y-24 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground shadow-md focus:translate-y-0',
          focusRing,
        )}
      >
        Saltar al contenido
      </a>
      {/* Its row wraps (larger text) rather than push the user menu off screen. */}
      <header
        ref={headerRef}
        data-slot="app-header"
        className="sticky top-0 z-30 border-b border-border bg-surface data-unpinned:static"
      >
        <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 md:gap-x-8 md:px-6">
          {renderLink({
            href: homeHref,
            className: cn('inline-flex min-w-0 items-center rounded-md', focusRing),
            children: logo ?? <BrandLogo name={brandName} />,
          })}
          <nav
            ref={barRef}
            aria-label="Menú principal"
            className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:static md:min-w-0 md:border-0 md:bg-transparent md:pb-0"
          >
            {/* Four tabs need 20rem (their longest label, "Movimientos"); with larger text a
                phone has fewer rem across, and the tabs take two rows rather than overlap. */}
            <ul className="grid grid-cols-2 @min-[20rem]/shell:grid-cols-4 md:flex md:flex-wrap md:gap-1">
              {navItems.map((item) => {
                const current = item.id === activeItem;
                return (
                  <li key={item.id} className="flex">
                    {renderLink({
                      href: item.href,
                      'aria-current': current ? 'page' : undefined,
                      'data-current': current || undefined,
                      className: cn(
                        'relative flex w-full flex-col items-center justify-center gap-1 px-1 pt-2 pb-2 text-xs font-semibold text-muted transition-colors hover:text-text',
                        'md:h-10 md:flex-row md:gap-2 md:rounded-md md:px-3 md:py-0 md:text-sm md:hover:bg-surface-sunken',
                        'data-current:text-primary md:data-current:bg-secondary md:data-current:text-secondary-foreground',
                        'before:absolute before:inset-x-5 before:top-0 before:h-1 before:rounded-b-full before:bg-primary before:opacity-0 data-current:before:opacity-100 md:before:hidden',
                        '[&_svg]:size-6 md:[&_svg]:size-4',
                        focusRing,
                        'focus-visible:-outline-offset-3 md:focus-visible:outline-offset-2',
                      ),
                      children: (
                        <>
                          <span aria-hidden="true" className="inline-flex">
                            {item.icon}
                          </span>
                          {item.label}
                        </>
                      ),
                    })}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {shownGreeting ? (
              <p className="hidden max-w-56 truncate text-sm font-semibold text-text sm:block">
                {shownGreeting}
              </p>
            ) : null}
            <UserMenu
              customerName={customerName}
              chatUrl={chatUrl}
              onContactSupport={onContactSupport}
              onLogout={onLogout}
              onDeleteAccount={onDeleteAccount}
            />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-6xl flex-1 px-4 pt-6 focus:outline-none md:px-6',
          // The last content clears the bottom tab bar (and, on a wide page, the chat's corner).
          accessibilityHref ? 'pb-8' : 'pb-24',
          mainClassName,
        )}
      >
        {children}
      </main>
      {accessibilityHref ? (
        <footer className="border-t border-border">
          <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-24 text-sm md:px-6">
            {renderLink({
              href: accessibilityHref,
              className: cn(
                'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-2 hover:text-primary-hover',
                focusRing,
              ),
              children: 'Accesibilidad',
            })}
          </div>
        </footer>
      ) : null}
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chatear con soporte"
        title="Chatear con soporte (se abre en una pestaña nueva)"
        data-slot="support-chat"
        className={cn(
          'fixed right-6 bottom-6 z-20 hidden size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover @min-[80rem]/shell:inline-flex',
          focusRing,
        )}
      >
        <MessageCircle aria-hidden className="size-7" />
      </a>
    </div>
  );
}
