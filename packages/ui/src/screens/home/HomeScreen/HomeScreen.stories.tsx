import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Portfolio } from '../../../composites/Portfolio';
import {
  sampleHoldings,
  samplePendingOrders,
  sampleTotals,
} from '../../../composites/Portfolio/fixtures';
import { signedInFrame } from '../../shared/storyFrames';
import { HomeScreen, type HomeStep } from './HomeScreen';

const labels = [
  ['EMAIL_VERIFIED', 'Correo verificado'],
  ['IDENTITY_VALIDATED', 'Identidad validada'],
  ['PASSWORD_CREATED', 'Contraseña creada'],
  ['RISK_QUESTIONNAIRE', 'Test del inversionista'],
  ['CLIENT_DATA', 'Datos del cliente'],
  ['FIRST_INVESTMENT', 'Primera inversión'],
] as const;

/** The six onboarding steps with the first `done` of them completed. */
function stepsDone(done: number): HomeStep[] {
  return labels.map(([id, label], index) => ({ id, label, done: index < done }));
}

const meta = {
  title: 'Pantallas/Inicio/HomeScreen',
  component: HomeScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  // The portal renders the home page inside the signed-in frame.
  decorators: [signedInFrame],
  args: {
    customerName: 'Ana Lucía Quispe',
    steps: stepsDone(3),
    nextStep: { label: 'Test del inversionista', href: '/risk-profile' },
    productsHref: '/products/recommended',
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just registered: only the email is verified. */
export const NewCustomer: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  args: {
    steps: stepsDone(1),
    nextStep: { label: 'Identidad validada', href: '/auth/identity-validation' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hola, Ana');
    await expect(
      canvas.getByRole('progressbar', { name: 'Avance de tu registro' }),
    ).toHaveAttribute('aria-valuetext', '1 de 6 pasos completados');
    await expect(canvas.getByRole('heading', { name: 'Aún no tienes inversiones' })).toBeVisible();
  },
};

/** Half way: the next pending step is highlighted with its action. */
export const HalfWay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 de 6 pasos')).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: 'Avance de tu registro' });
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    await expect(progress).toHaveAttribute('aria-valuemax', '6');
    const current = canvas.getByText('Test del inversionista').closest('li')!;
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveTextContent('(siguiente paso)');
    await expect(
      within(current).getByRole('link', { name: /^Continuar\s?: Test del inversionista$/ }),
    ).toHaveAttribute('href', '/risk-profile');
    await expect(canvas.getByText('Correo verificado').closest('li')).toHaveTextContent(
      '(completado)',
    );
    await expect(canvas.getByText('Primera inversión').closest('li')).toHaveTextContent(
      '(pendiente)',
    );
    await expect(canvas.getByRole('link', { name: 'Conoce nuestros fondos' })).toHaveAttribute(
      'href',
      '/products/recommended',
    );
  },
};

export const AllDone: Story = {
  args: { steps: stepsDone(6), nextStep: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tu registro está completo' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /registro/ })).toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
  },
};

/** A customer whose data is a year old must review it before investing again. */
export const YearlyUpdateReminder: Story = {
  args: {
    steps: stepsDone(6),
    nextStep: undefined,
    yearlyUpdateHref: '/subscription/natural-client',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByText('Actualiza tus datos').closest('[data-slot="alert"]')!;
    await expect(alert).toHaveAttribute('data-variant', 'warning');
    await expect(
      within(alert as HTMLElement).getByRole('link', { name: 'Actualizar mis datos' }),
    ).toHaveAttribute('href', '/subscription/natural-client');
  },
};

/** A custom notice and a long name: the greeting keeps only the first name. */
export const CustomNoticeAndLongName: Story = {
  args: {
    customerName: 'María de los Ángeles Huamán Condori',
    notice: {
      variant: 'info',
      title: 'Tu transferencia está en revisión',
      message:
        'Recibimos la constancia de tu inversión en el Fondo Renta Soles Corto Plazo. Confirmaremos el pago en un plazo máximo de un día hábil y te avisaremos por correo.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hola, María');
  },
};

/** A customer with funds in soles and dollars and orders in process: the portfolio in its slot. */
export const WithInvestments: Story = {
  name: 'Con inversiones',
  args: {
    steps: stepsDone(6),
    nextStep: undefined,
    investments: (
      <Portfolio
        holdings={sampleHoldings}
        totals={sampleTotals}
        pendingOrders={samplePendingOrders}
      />
    ),
  },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Tus inversiones' }));
    await expect(section.getByRole('heading', { level: 3, name: 'Tus fondos' })).toBeVisible();
    await expect(section.getByRole('list', { name: 'Totales por moneda' })).toBeVisible();
    await expect(
      section.getByRole('heading', { level: 3, name: 'Órdenes en proceso' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Aún no tienes inversiones' })).toBeNull();
  },
};
