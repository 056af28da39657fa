import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ORDER_REFERENCE, stepFrame } from '../fixtures';
import {
  blankForm,
  expectErrorSummary,
  investingScreen,
  serverErrorStory,
  submittingStory,
  typeable,
} from '../storyKit';
import {
  InvestmentReceiptStepScreen,
  investmentReceiptFieldIds,
  type InvestmentReceiptValues,
} from './InvestmentReceiptStepScreen';

/** A bank's PDF receipt of about 1.2 MB. */
const pdfReceipt = new File([new Uint8Array(1_250_000)], 'constancia-transferencia-bcp.pdf', {
  type: 'application/pdf',
});
/** A phone photo over the limit. */
const largePhoto = new File([new Uint8Array(7_400_000)], 'IMG_20261124_101522.jpg', {
  type: 'image/jpeg',
});

const empty: InvestmentReceiptValues = { operation_number: '', receipt: null };
const filled: InvestmentReceiptValues = { operation_number: '00482913', receipt: pdfReceipt };

const REQUIRED = 'Este dato es obligatorio.';
const SHORT = 'El número de operación tiene entre 6 y 20 dígitos.';
const TOO_LARGE = 'El archivo pesa más de 5 MB. Sube una foto más liviana o el PDF de tu banco.';
const NO_FILE = 'Sube la constancia de tu transferencia.';

function validate(values: InvestmentReceiptValues) {
  const errors: Partial<Record<keyof InvestmentReceiptValues, string>> = {};
  if (!values.operation_number) errors.operation_number = REQUIRED;
  else if (!/^\d{6,20}$/.test(values.operation_number)) errors.operation_number = SHORT;
  if (!values.receipt) errors.receipt = NO_FILE;
  else if (values.receipt.size > 5 * 1024 * 1024) errors.receipt = TOO_LARGE;
  return errors;
}

const meta = {
  title: 'Pantallas/Inversión/InvestmentReceiptStepScreen',
  id: 'pantallas-inversion-investmentreceiptstepscreen',
  component: InvestmentReceiptStepScreen,
  tags: ['autodocs'],
  ...investingScreen,
  render: typeable(InvestmentReceiptStepScreen, validate),
  args: {
    ...stepFrame('banco'),
    fundName: 'Renta Mixta Soles',
    amount: '1500.00',
    currency: 'PEN',
    reference: ORDER_REFERENCE,
    ...blankForm(empty),
  },
} satisfies Meta<typeof InvestmentReceiptStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Constancia de la transferencia/);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    await expect(input).toHaveAccessibleDescription(/JPG, PNG o PDF, hasta 5 MB/);
    await expect(canvas.getByRole('button', { name: 'Enviar constancia' })).toBeVisible();
  },
};

/** A receipt chosen: its name and size, and "Quitar". */
export const FileChosen: Story = { args: { values: filled } };

export const FieldErrors: Story = {
  args: {
    values: { operation_number: '4829', receipt: largePhoto },
    errors: { operation_number: SHORT, receipt: TOO_LARGE },
    submitCount: 1,
  },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 2);
    await userEvent.click(within(summary).getAllByRole('link')[1]!);
    await expect(canvas.getByLabelText(/Constancia de la transferencia/)).toHaveFocus();
  },
};

export const ServerError: Story = serverErrorStory(filled);

export const Submitting: Story = {
  ...submittingStory(filled),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Enviar constancia/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Choosing, then removing a file; the operation number keeps its digits only. */
export const ChooseAndRemove: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const chosen = () => canvasElement.querySelector<HTMLElement>('[data-slot="receipt-file"]');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Número de operación/ }),
      'N.º 004829',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('operation_number', '004829');

    const input = canvas.getByLabelText(/Constancia de la transferencia/);
    await userEvent.upload(input, pdfReceipt);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('receipt', pdfReceipt);
    await expect(chosen()).toHaveTextContent('constancia-transferencia-bcp.pdf1.2 MB');

    await userEvent.click(
      canvas.getByRole('button', { name: 'Quitar constancia-transferencia-bcp.pdf' }),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('receipt', null);
    await expect(chosen()).toBeNull();
    await expect(input).toHaveFocus();
    await expect(document.getElementById(investmentReceiptFieldIds.receipt)).toBe(input);
  },
};
