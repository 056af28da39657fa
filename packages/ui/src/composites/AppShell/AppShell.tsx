import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import {
  ArrowLeftRight,
  ChevronDown,
  Headset,
  House,
  Landmark,
  LogOut,
  MessageCircle,
  Trash2,
  UserRound,
} from '../../icons';
import { cn } from '../../lib/cn';
import { BrandLogo } from './BrandLogo';

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

function initialsOf(name: string | undefined): string {
  if (!name) return '';
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase('es-PE'))
    .join('');
}

const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

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
 * Keeps what the keyboard focuses clear of the bars that stay on screen: the page's scroll
 * padding (theme.css) follows the height of the pinned header and of the bottom tab bar, both
 * measured, so a header that wraps (larger text) or a bar that is not pinned counts as it is.
 * A header that takes more than a quarter of the window (larger text on a phone, a short
 * window) is not pinned: it scrolls away with the page instead of hiding what is read.
 */
function usePinnedBars(header: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      let top = 0;
      if (header.current) {
        const height = header.current.getBoundingClientRect().height;
        const pinned = height <= window.innerHeight / 4;
        header.current.toggleAttribute('data-unpinned', !pinned);
        if (pinned) top = height;
      }
      const bottom =
        bar.current && getComputedStyle(bar.current).position === 'fixed'
          ? bar.current.getBoundingClientRect().height
          : 0;
      root.style.setProperty('--saf-pinned-top', `${top}px`);
      root.style.setProperty('--saf-pinned-bottom', `${bottom}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of [header.current, bar.current]) if (el) observer?.observe(el);
    // A window made shorter, or a breakpoint that pins the tab bar, changes no bar's size.
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--saf-pinned-top');
      root.style.removeProperty('--saf-pinned-bottom');
    };
  }, [header, bar]);
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

interface UserMenuProps {
  customerName?: string;
  chatUrl: string;
  onContactSupport?: () => void;
  onLogout: () => void;
  onDeleteAccount: () => void;
}

/**
 * A disclosure, not an ARIA menu: Tab walks its items, Escape or a click outside closes it
 * and the focus goes back to its button.
 */
function UserMenu({
  customerName,
  chatUrl,
  onContactSupport,
  onLogout,
  onDeleteAccount,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const initials = initialsOf(customerName);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const choose = (action: () => void) => {
    close(true);
    action();
  };

  const item = cn(
    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-base font-medium transition-colors [&_svg]:size-5 [&_svg]:shrink-0',
    focusRing,
    'focus-visible:-outline-offset-3',
  );

  return (
    // Escape from any item inside closes the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex h-11 items-center gap-1 rounded-full border border-border bg-surface pr-2 pl-1 text-text transition-colors hover:bg-surface-sunken data-[state=open]:bg-surface-sunken',
          focusRing,
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
        >
          {initials || <UserRound className="size-5" />}
        </span>
        <span className="sr-only">Menú de cuenta</span>
        <ChevronDown
          aria-hidden
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-slot="user-menu"
        className="absolute top-full right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface-raised p-2 text-text shadow-lg"
      >
        {customerName ? (
          <p className="truncate border-b border-border px-3 pt-1 pb-3 text-sm text-muted">
            Sesión de <span className="font-semibold text-text">{customerName}</span>
          </p>
        ) : null}
        <ul className="flex flex-col gap-1 pt-2">
          <li>
            {onContactSupport ? (
              <button
                type="button"
                className={cn(item, 'hover:bg-surface-sunken')}
                onClick={() => choose(onContactSupport)}
              >
                <Headset aria-hidden />
                Contactar soporte
              </button>
            ) : (
              <a
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(item, 'hover:bg-surface-sunken')}
                onClick={() => close(false)}
              >
                <Headset aria-hidden />
                Contactar soporte
              </a>
            )}
          </li>
          <li>
            <button
              type="button"
              className={cn(item, 'hover:bg-surface-sunken')}
              onClick={() => choose(onLogout)}
            >
              <LogOut aria-hidden />
              Cerrar sesión
            </button>
          </li>
          <li className="mt-1 border-t border-border pt-2">
            <button
              type="button"
              className={cn(item, 'text-danger hover:bg-danger-surface')}
              onClick={() => choose(onDeleteAccount)}
            >
              <Trash2 aria-hidden />
              Eliminar cuenta
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
