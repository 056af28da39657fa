import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blankForm, expectErrorSummary, profileScreen, typeable } from '../storyKit';
import {
  DeleteAccountScreen,
  type DeleteAccountScreenProps,
  type DeleteAccountValues,
} from './DeleteAccountScreen';

const PASSWORD_MISSING = 'Ingresa tu contraseña.';

const meta = {
  title: 'Pantallas/Perfil/DeleteAccountScreen',
  id: 'pantallas-perfil-deleteaccountscreen',
  component: DeleteAccountScreen,
  tags: ['autodocs'],
  ...profileScreen,
  render: typeable<DeleteAccountValues, DeleteAccountScreenProps>(DeleteAccountScreen, (v) => ({
    password: v.password ? undefined : PASSWORD_MISSING,
  })),
  args: {
    ...blankForm<DeleteAccountValues>({ password: '' }),
    holdings: [],
    pending: [],
    retentionYears: 10,
    rescueHref: '/dashboard',
    backHref: '/dashboard',
  },
} satisfies Meta<typeof DeleteAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing held and nothing in process: what deleting means, what the law keeps and for how
 * long, and the password; "Eliminar mi cuenta" with nothing typed says what is missing.
 */
export const Allowed: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Eliminar cuenta');
    await expect(canvas.getByRole('region', { name: 'Qué pasará' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Qué datos conservamos' })).toHaveTextContent(
      /durante 10 años/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent(PASSWORD_MISSING);
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveFocus();
  },
};

/** The password was wrong: the API's message on the field, what was typed kept. */
export const WrongPassword: Story = {
  args: {
    values: { password: 'NoEsMiClave#2026' },
    errors: { password: 'La contraseña no es correcta.' },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent('La contraseña no es correcta.');
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveValue('NoEsMiClave#2026');
  },
};

/** Funds held and a rescue in process: what to do first, where, and no password asked. */
export const Blocked: Story = {
  args: {
    holdings: [
      {
        fundName: 'Renta Corto Plazo Soles',
        seriesLabel: 'Serie A',
        currency: 'PEN',
        value: '5215.29',
      },
      { fundName: 'Global Dólares', seriesLabel: 'Serie B', currency: 'USD', value: '820.10' },
    ],
    pending: [
      {
        reference: 'RES-2026-000045',
        fundName: 'Renta Mediano Plazo Soles',
        kind: 'RESCUE',
        href: '/movements?orden=RES-2026-000045',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rescata tus cuotas de:')).toBeVisible();
    await expect(canvas.getByText(/Renta Corto Plazo Soles, Serie A/)).toHaveTextContent(
      /S\/ 5,215\.29/,
    );
    await expect(canvas.getByRole('link', { name: 'Rescate RES-2026-000045' })).toHaveAttribute(
      'href',
      '/movements?orden=RES-2026-000045',
    );
    await expect(canvas.queryByLabelText(/^Contraseña/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Eliminar mi cuenta' })).toBeNull();
  },
};
