import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { profileScreen } from '../storyKit';
import { FundDocumentsScreen, type HeldFundView } from './FundDocumentsScreen';

const documents = (code: string) => [
  {
    title: 'Prospecto simplificado',
    href: `/api/funds/${code}/documents/prospecto-simplificado.pdf`,
  },
  {
    title: 'Reglamento de participación',
    href: `/api/funds/${code}/documents/reglamento-de-participacion.pdf`,
  },
  { title: 'Ficha del fondo', href: `/api/funds/${code}/documents/ficha-del-fondo.pdf` },
];

const funds: HeldFundView[] = [
  {
    code: 'RCPS',
    name: 'Renta Corto Plazo Soles',
    currency: 'Soles (S/)',
    series: [{ code: '000', label: 'Serie A (000)', cuotas: '50.41525998 cuotas' }],
    documents: documents('RCPS'),
  },
  {
    code: 'RCPD',
    name: 'Renta Corto Plazo Dólares',
    currency: 'Dólares (US$)',
    series: [
      { code: '000', label: 'Serie A (000)', cuotas: '7.57790979 cuotas' },
      { code: '001', label: 'Serie B (001)', cuotas: 'Sin cuotas hoy' },
    ],
    documents: documents('RCPD'),
  },
];

const meta = {
  title: 'Pantallas/Perfil/FundDocumentsScreen',
  id: 'pantallas-perfil-funddocumentsscreen',
  component: FundDocumentsScreen,
  tags: ['autodocs'],
  ...profileScreen,
  args: {
    state: 'ready',
    funds,
    dates: { RCPS: '2026-11-26', RCPD: '2026-11-26' },
    onDateChange: fn(),
    onCertificate: fn(),
    onRetry: fn(),
    backHref: '/profile',
    fundsHref: '/products/recommended',
  },
} satisfies Meta<typeof FundDocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each fund held: its certificate at a date (today by default) and its documents. */
export const Ready: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Descargar certificado de Renta Corto Plazo Dólares, Serie B (001)',
      }),
    );
    await expect(args.onCertificate).toHaveBeenCalledWith('RCPD', '001');
    await expect(
      canvas.getByRole('link', {
        name: /^Reglamento de participación \(PDF\)\s*,\s*Renta Corto Plazo Soles$/,
      }),
    ).toHaveAttribute('href', '/api/funds/RCPS/documents/reglamento-de-participacion.pdf');
  },
};

/** While the funds load. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tus fondos')).toBeInTheDocument();
  },
};

/** A customer who never held a fund. */
export const Empty: Story = {
  args: { funds: [], dates: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no tienes fondos' })).toBeVisible();
  },
};

/** The funds could not be loaded. */
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

/** A certificate is being made. */
export const Downloading: Story = {
  args: { busy: 'RCPS/000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparando tu certificado…')).toBeVisible();
  },
};

/** A date in the future, and a date on which the customer held no cuotas of the fund. */
export const DownloadFailed: Story = {
  args: {
    dates: { RCPS: '2026-12-01', RCPD: '2025-01-20' },
    dateErrors: { RCPS: 'La fecha no puede ser posterior a hoy.' },
    downloadErrors: {
      RCPD: 'En esa fecha no tenías cuotas de este fondo y serie. Elige otra fecha.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('En esa fecha no tenías cuotas');
    await expect(canvas.getByText('La fecha no puede ser posterior a hoy.')).toBeVisible();
  },
};
