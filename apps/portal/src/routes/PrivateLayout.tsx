import { FlowsLinksProvider, useLogout, useSession } from '@saf/flows';
import { AppShell, BrandLogo, mainMenu } from '@saf/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { portalConfig } from '../config';
import { flowsLinks } from '../places';
import { routerLink } from '../links';
import { paths, ROUTES } from '../paths';

const IdleGuard = lazy(() => import('./IdleWarning'));

const MAIN_MENU = mainMenu({
  inicio: paths.dashboard(),
  cuentas: paths.accounts(),
  movimientos: paths.movements(),
  perfil: paths.profile(),
});

const ACTIVE_BY_PATH: [prefix: string, item: string][] = [
  [ROUTES.dashboard, 'inicio'],
  // The funds and the risk profile belong to the home area of the menu.
  [ROUTES.fundList, 'inicio'],
  [ROUTES.fundDetail, 'inicio'],
  [ROUTES.riskProfile, 'inicio'],
  [ROUTES.accounts, 'cuentas'],
  [ROUTES.movements, 'movimientos'],
  [ROUTES.profile, 'perfil'],
];

/** The private pages' frame: the main and secondary menus and the support chat. */
export function Component() {
  const { user } = useSession();
  const { logout } = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = ACTIVE_BY_PATH.find(([prefix]) => pathname.startsWith(prefix))?.[1];

  return (
    <AppShell
      navItems={MAIN_MENU}
      activeItem={active}
      renderLink={routerLink}
      logo={<BrandLogo name={portalConfig.brandName} />}
      brandName={portalConfig.brandName}
      homeHref={paths.dashboard()}
      customerName={user ? `${user.name} ${user.lastname}`.trim() || undefined : undefined}
      // The home page greets the customer itself; the header keeps only the avatar.
      greeting={pathname.startsWith(paths.dashboard()) ? '' : undefined}
      supportPhone={portalConfig.supportPhone}
      accessibilityHref={paths.accessibility()}
      onLogout={async () => {
        await logout();
        navigate(paths.login(), { replace: true });
      }}
      onDeleteAccount={() => void navigate(paths.deleteAccount())}
    >
      <FlowsLinksProvider links={flowsLinks}>
        <Outlet />
      </FlowsLinksProvider>
      <Suspense fallback={null}>
        <IdleGuard
          idleMinutes={portalConfig.idleMinutes}
          onExpired={() => void navigate(paths.login(), { replace: true })}
        />
      </Suspense>
    </AppShell>
  );
}
