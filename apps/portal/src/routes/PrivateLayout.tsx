import { useLogout, useSession } from '@saf/flows';
import { AppShell, BrandLogo } from '@saf/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { portalConfig } from '../config';
import { routerLink } from '../links';
import { ACCESSIBILITY_PATH } from '../frame';

const IdleGuard = lazy(() => import('./IdleWarning'));

const ACTIVE_BY_PATH: [prefix: string, item: string][] = [
  ['/dashboard', 'inicio'],
  // The funds and the risk profile belong to the home area of the menu.
  ['/products', 'inicio'],
  ['/risk-profile', 'inicio'],
  ['/accounts', 'cuentas'],
  ['/movements', 'movimientos'],
  ['/profile', 'perfil'],
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
      activeItem={active}
      renderLink={routerLink}
      logo={<BrandLogo name={portalConfig.brandName} />}
      brandName={portalConfig.brandName}
      homeHref="/dashboard"
      customerName={user ? `${user.name} ${user.lastname}`.trim() || undefined : undefined}
      // The home page greets the customer itself; the header keeps only the avatar.
      greeting={pathname.startsWith('/dashboard') ? '' : undefined}
      supportPhone={portalConfig.supportPhone}
      accessibilityHref={ACCESSIBILITY_PATH}
      onLogout={async () => {
        await logout();
        navigate('/', { replace: true });
      }}
      onDeleteAccount={() => void navigate('/profile/delete-account')}
    >
      <Outlet />
      <Suspense fallback={null}>
        <IdleGuard
          idleMinutes={portalConfig.idleMinutes}
          onExpired={() => void navigate('/', { replace: true })}
        />
      </Suspense>
    </AppShell>
  );
}
