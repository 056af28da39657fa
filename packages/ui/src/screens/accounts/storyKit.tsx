// Stories only: how the bank account screens are shown (the signed-in frame with "Cuentas"
// current), and what they share with the other form screens' stories.
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppShell } from '../../composites/AppShell';

export { blankForm, expectErrorSummary, typeable } from '../participant/storyKit';

/** The signed-in frame the portal renders the pages in, with "Cuentas" current. */
const accountsFrame: Decorator = (Story) => (
  <AppShell
    activeItem="cuentas"
    customerName="Ana Lucía Quispe"
    supportPhone="+51 999 888 777"
    onLogout={fn()}
    onDeleteAccount={fn()}
  >
    {Story()}
  </AppShell>
);

/** The whole page in its frame; every story is also shot at a phone width (390 px). */
export const accountsScreen = {
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [accountsFrame],
};
