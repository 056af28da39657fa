// Stories and tests only: the links of the signed-in frame, as the portal hands them in.
import { mainMenu } from './AppShell';

export const demoShellLinks = {
  homeHref: '/dashboard',
  navItems: mainMenu({
    inicio: '/dashboard',
    cuentas: '/accounts',
    movimientos: '/movements',
    perfil: '/profile',
  }),
};
