// Stories only: how the profile screens are shown (the signed-in frame with "Perfil" current),
// and what they share with the other form screens' stories.
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppShell } from '../../composites/AppShell';

export { blankForm, expectErrorSummary, typeable } from '../participant/storyKit';

/** The signed-in frame the portal renders the pages in, with "Perfil" current. */
const profileFrame: Decorator = (Story) => (
  <AppShell
    activeItem="perfil"
    customerName="Ana Lucía Quispe"
    supportPhone="+51 999 888 777"
    onLogout={fn()}
    onDeleteAccount={fn()}
  >
    {Story()}
  </AppShell>
);

/** The whole page in its frame; every story is also shot at a phone width (390 px). */
export const profileScreen = {
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  decorators: [profileFrame],
};
