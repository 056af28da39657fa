import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileScreen } from '../storyKit';
import { SecurityLogScreen, type SecurityLogItem } from './SecurityLogScreen';

const items: SecurityLogItem[] = [
  {
    id: '9',
    title: 'Inicio de sesión',
    at: '2026-11-26T15:15:00Z',
    when: '26 nov. 2026, 10:15 a. m. (hora de Lima)',
    device: 'Chrome en Windows',
    ip: '190.42.17.x',
    detail: null,
    reported: false,
  },
  {
    id: '8',
    title: 'Cuenta bancaria agregada',
    at: '2026-11-25T20:02:00Z',
    when: '25 nov. 2026, 3:02 p. m. (hora de Lima)',
    device: 'Safari en iOS',
    ip: '179.6.201.x',
    detail: 'BCP •••• 0082',
    reported: false,
  },
  {
    id: '7',
    title: 'Inicio de sesión',
    at: '2026-11-20T04:40:00Z',
    when: '19 nov. 2026, 11:40 p. m. (hora de Lima)',
    device: 'Firefox en Linux',
    ip: '45.77.12.x',
    detail: null,
    reported: true,
  },
];

const meta = {
  title: 'Pantallas/Perfil/SecurityLogScreen',
  id: 'pantallas-perfil-securitylogscreen',
  component: SecurityLogScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: { items, onReport: fn(), backHref: '/profile' },
} satisfies Meta<typeof SecurityLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Logins and changes, newest first, with the device, a shortened IP and the Lima time; one
 * already reported. "No fui yo" asks first and says what will happen.
 */
export const Default: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Actividad de tu cuenta' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('Safari en iOS · IP 179.6.201.x · BCP •••• 0082');
    await expect(canvas.getAllByRole('button', { name: /^No fui yo/ })).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: /^No fui yo/ })[0]!);
    const yes = canvas.getByRole('button', { name: 'Sí, no fui yo' });
    await expect(yes).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Confirmar el reporte' })).toHaveTextContent(
      'Cerraremos todas tus sesiones',
    );
    await userEvent.click(yes);
    await expect(args.onReport).toHaveBeenCalledWith('9');
  },
};

/** No activity recorded yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Aún no hay actividad registrada' }),
    ).toBeVisible();
  },
};
