import { useLogout, useSession } from '@saf/flows';
import { AppShell, BrandLogo, Button, Dialog, DialogClose } from '@saf/ui';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { portalConfig } from '../config';
import { routerLink } from '../links';
import { ACCESSIBILITY_PATH } from '../frame';

const ACTIVE_BY_PATH: [prefix: string, item: string][] = [
  ['/dashboard', 'inicio'],
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
  const [deleteOpen, setDeleteOpen] = useState(false);

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
      onDeleteAccount={() => setDeleteOpen(true)}
    >
      <Outlet />
      {/* Account deletion arrives with its own issue; until then the customer is told how. */}
      <Dialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Eliminar cuenta"
        description="Muy pronto podrás eliminar tu cuenta desde el portal."
        footer={
          <DialogClose>
            <Button variant="secondary">Entendido</Button>
          </DialogClose>
        }
      >
        <p>
          Mientras tanto, escríbenos a {portalConfig.supportEmail} o llámanos al{' '}
          {portalConfig.supportPhoneDisplay} y te ayudaremos con la solicitud.
        </p>
      </Dialog>
    </AppShell>
  );
}
