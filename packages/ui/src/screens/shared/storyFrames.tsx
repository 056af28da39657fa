import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppShell } from '../../composites/AppShell';

/**
 * Stories only: the signed-in frame the portal renders private screens in (the main menu on
 * "Inicio", a customer's name, the support phone).
 */
export const signedInFrame: Decorator = (Story) => (
  <AppShell
    activeItem="inicio"
    customerName="Ana Lucía Quispe"
    supportPhone="+51 999 888 777"
    onLogout={fn()}
    onDeleteAccount={fn()}
  >
    {Story()}
  </AppShell>
);
