import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppShell } from '../../composites/AppShell';
import { demoShellLinks } from '../../composites/AppShell/fixtures';

/**
 * Stories only: the signed-in frame the portal renders private screens in (a customer's name,
 * the support phone), with `activeItem` current in the main menu.
 */
export const signedInFrameOn =
  (activeItem: 'inicio' | 'cuentas' | 'movimientos' | 'perfil'): Decorator =>
  (Story) => (
    <AppShell
      {...demoShellLinks}
      activeItem={activeItem}
      customerName="Ana Lucía Quispe"
      supportPhone="+51 999 888 777"
      onLogout={fn()}
      onDeleteAccount={fn()}
    >
      {Story()}
    </AppShell>
  );

/** The signed-in frame with "Inicio" current. */
export const signedInFrame: Decorator = signedInFrameOn('inicio');

/** A whole private page in its frame, `activeItem` current; also shot at a phone width (390 px). */
export const signedInScreen = (activeItem: Parameters<typeof signedInFrameOn>[0]) => ({
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [signedInFrameOn(activeItem)],
});
