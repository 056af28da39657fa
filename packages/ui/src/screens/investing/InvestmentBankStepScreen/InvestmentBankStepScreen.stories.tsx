import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { ORDER_REFERENCE, penAccounts, stepFrame } from '../fixtures';
import { blankForm, investingScreen, submittingStory, typeable } from '../storyKit';
import { InvestmentBankStepScreen, type InvestmentBankValues } from './InvestmentBankStepScreen';

const meta = {
  title: 'Pantallas/Inversión/InvestmentBankStepScreen',
  id: 'pantallas-inversion-investmentbankstepscreen',
  component: InvestmentBankStepScreen,
  tags: ['autodocs'],
  ...investingScreen,
  render: typeable(InvestmentBankStepScreen, (_values: InvestmentBankValues) => ({})),
  args: {
    ...stepFrame('detalle'),
    orderReference: ORDER_REFERENCE,
    summary: { fundName: 'Renta Mixta Soles', seriesLabel: 'Serie A' },
    amount: '1500.00',
    currency: 'PEN',
    collectorAccounts: penAccounts,
    transferDeadline: 'hoy hasta las 13:00, para que tome el valor cuota de hoy',
    ...blankForm({ payment_method: 'transfer' as const }),
  },
} satisfies Meta<typeof InvestmentBankStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transfer, the default: the accounts, the exact amount and the reference, each copyable. */
export const Transfer: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Transferencia bancaria' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Copiar número de cuenta BCP' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar CCI Interbank' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar referencia' })).toBeVisible();
  },
};

/** The card gateway: "Ir a pagar" in place of "Continuar". */
export const Online: Story = {
  args: { values: { payment_method: 'online' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Copiar/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ir a pagar' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/** A dollar fund's order, being saved. */
export const UsdSubmitting: Story = {
  ...submittingStory({ payment_method: 'transfer' as const }),
  args: {
    ...submittingStory({ payment_method: 'transfer' as const }).args,
    summary: { fundName: 'Global Dólares', seriesLabel: 'Serie I (institucional)' },
    amount: '25000.00',
    currency: 'USD',
    collectorAccounts: [
      {
        bank: 'BBVA',
        accountNumber: '0011-0661-0100012345',
        cci: '011-661-000100012345-62',
        holder: 'Quipu Fondos SAF S.A.C.',
        currency: 'USD',
      },
    ],
  },
};

/**
 * A dollar fund with a card gateway that collects soles only (Mercado Pago Perú): the card
 * option is disabled and says why; the transfer is chosen, whatever was asked before.
 */
export const UsdTransferOnly: Story = {
  args: {
    values: { payment_method: 'online' },
    cardPayment: false,
    summary: { fundName: 'Global Dólares', seriesLabel: 'Serie A' },
    amount: '2500.00',
    currency: 'USD',
    collectorAccounts: [
      {
        bank: 'BBVA',
        accountNumber: '0011-0661-0100012345',
        cci: '011-661-000100012345-62',
        holder: 'Quipu Fondos SAF S.A.C.',
        currency: 'USD',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Pago en línea/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Transferencia bancaria/ })).toBeChecked();
    await expect(
      canvas.getByText('Este fondo en dólares se paga solo por transferencia.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
  },
};

/** Copy puts the digits on the clipboard and says "Copiado"; a refused clipboard says so. */
export const CopyAccountNumber: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const button = canvas.getByRole('button', { name: 'Copiar número de cuenta BCP' });
      await userEvent.click(button);
      await expect(writeText).toHaveBeenCalledWith('1932345678012');
      const row = button.closest<HTMLElement>('[data-slot="copy-button"]')!;
      await expect(within(row).getByRole('status')).toHaveTextContent('Copiado');
      await expect(button).toHaveTextContent('Copiado');

      await userEvent.click(canvas.getByRole('button', { name: 'Copiar monto' }));
      await expect(writeText).toHaveBeenLastCalledWith('1500.00');

      writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
      const reference = canvas.getByRole('button', { name: 'Copiar referencia' });
      await userEvent.click(reference);
      const referenceRow = reference.closest<HTMLElement>('[data-slot="copy-button"]')!;
      await expect(within(referenceRow).getByRole('status')).toHaveTextContent(
        'No pudimos copiarlo',
      );
      await expect(reference).toHaveTextContent('No se copió');
      await expect(window.getSelection()?.toString()).toBe(ORDER_REFERENCE);
    } finally {
      writeText.mockRestore();
    }
  },
};

/**
 * Reached with "Continuar" from Detalle: the title takes focus and names the step, so the next
 * Tab starts from the top of Banco rather than on the stepper. (No picture: it looks as Transfer.)
 */
export const ReachedFromDetalle: Story = {
  args: { focusHeading: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Invertir' });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription('Banco, paso 2 de 3');
  },
};
