import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { profileScreen } from '../storyKit';
import { ALL_FUNDS, StatementDownloadScreen } from './StatementDownloadScreen';

const meta = {
  title: 'Pantallas/Perfil/StatementDownloadScreen',
  id: 'pantallas-perfil-statementdownloadscreen',
  component: StatementDownloadScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    state: 'ready',
    months: [
      { value: '2026-10', label: 'octubre de 2026' },
      { value: '2026-09', label: 'septiembre de 2026' },
      { value: '2026-08', label: 'agosto de 2026' },
    ],
    month: '2026-10',
    onMonthChange: fn(),
    funds: [
      { value: 'RCPS', label: 'Renta Corto Plazo Soles' },
      { value: 'RCPD', label: 'Renta Corto Plazo Dólares' },
    ],
    fund: ALL_FUNDS,
    onFundChange: fn(),
    onDownload: fn(),
    onRetry: fn(),
    backHref: '/profile',
    fundsHref: '/products/recommended',
  },
} satisfies Meta<typeof StatementDownloadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The months held, newest first, and every fund of the month or one of them. */
export const Ready: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    const month = canvas.getByRole('combobox', { name: /Mes/ });
    await expect(month).toHaveValue('2026-10');
    await userEvent.selectOptions(month, '2026-09');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-09');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Fondo/ }), 'RCPD');
    await expect(args.onFundChange).toHaveBeenCalledWith('RCPD');
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar PDF' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

/** While the months held load. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tus estados de cuenta')).toBeInTheDocument();
  },
};

/** A customer who never held a fund. */
export const Empty: Story = {
  args: { months: [], month: '', funds: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Aún no tienes estados de cuenta' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver fondos' })).toBeVisible();
  },
};

/** The months could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: {
    state: 'error',
    loadError: 'Hubo un problema de conexión. Vuelve a intentarlo en unos segundos.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The statement is being made: the button waits and says so. */
export const Downloading: Story = {
  args: { downloading: true, fund: 'RCPS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparando tu estado de cuenta…')).toBeVisible();
  },
};

/** The statement was saved. */
export const Downloaded: Story = {
  args: { downloaded: 'estado-de-cuenta-2026-10.pdf' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Listo: se descargó estado-de-cuenta-2026-10.pdf.'),
    ).toBeVisible();
  },
};

/** The server refused or the connection failed: the reason, in Spanish. */
export const DownloadFailed: Story = {
  args: {
    fund: 'RCPD',
    downloadError: 'No tuviste cuotas de ese fondo en el mes elegido. Elige otro mes o fondo.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No tuviste cuotas de ese fondo');
  },
};
