import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { partialSummary, penAccounts, stepFrame, totalDollarsSummary } from '../fixtures';
import { expectErrorSummary, rescueScreen } from '../storyKit';
import {
  RescueAccountStepScreen,
  type RescueAccountStepScreenProps,
} from './RescueAccountStepScreen';

const CHOOSE_ACCOUNT = 'Elige la cuenta donde recibirás el dinero.';

/** A stand-in for the flows hook: the choice is kept, and choosing clears its error. */
function Stateful(args: RescueAccountStepScreenProps) {
  const [value, setValue] = useState(args.value);
  const [error, setError] = useState(args.error);
  const [submitCount, setSubmitCount] = useState(args.submitCount);
  return (
    <RescueAccountStepScreen
      {...args}
      value={value}
      error={error}
      submitCount={submitCount}
      onChange={(id) => {
        setValue(id);
        setError(undefined);
        args.onChange(id);
      }}
      onSubmit={() => {
        if (!value) setError(CHOOSE_ACCOUNT);
        setSubmitCount((count) => count + 1);
        args.onSubmit();
      }}
    />
  );
}

const meta = {
  title: 'Pantallas/Rescate/RescueAccountStepScreen',
  id: 'pantallas-rescate-rescueaccountstepscreen',
  component: RescueAccountStepScreen,
  tags: ['autodocs'],
  ...rescueScreen,
  render: (args) => <Stateful {...args} />,
  args: {
    ...stepFrame('detalle'),
    accounts: penAccounts,
    value: 'ba-1',
    onChange: fn(),
    submitCount: 0,
    submitting: false,
    onSubmit: fn(),
    currency: 'PEN',
    addAccountHref: '/accounts/new?from=rescue',
    summary: partialSummary,
  },
} satisfies Meta<typeof RescueAccountStepScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main account comes chosen; the others are a keystroke away. */
export const WithAccounts: Story = {
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    const recap = canvas.getByRole('region', { name: 'Resumen de tu rescate' });
    await expect(recap).toHaveTextContent('Rescate parcial');
    await expect(recap).toHaveTextContent('S/ 1,500.00');
    await expect(recap).toHaveTextContent('Hasta el miércoles, 25 de noviembre de 2026');

    const main = canvas.getByRole('radio', { name: /BCP, cuenta terminada en 2542/ });
    await expect(main).toBeChecked();
    await expect(main).toHaveAccessibleName('BCP, cuenta terminada en 2542, principal');
    main.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ba-2');
    await expect(
      canvas.getByRole('radio', { name: /Interbank, cuenta terminada en 4567/ }),
    ).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(main).toBeChecked();

    await expect(canvas.getByRole('link', { name: 'Agregar una cuenta en soles' })).toHaveAttribute(
      'href',
      '/accounts/new?from=rescue',
    );
    await expect(canvas.getByText(/ya no se podrá deshacer/)).toHaveTextContent(
      'Después de la hora de corte (13:00, hora de Lima) del martes, 24 de noviembre de 2026, tu solicitud ya no se podrá deshacer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar rescate' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A dollar fund and no dollar account: why, and the way to add one; nothing to request yet. */
export const NoAccountInCurrency: Story = {
  args: { accounts: [], value: '', currency: 'USD', summary: totalDollarsSummary },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'No tienes cuentas en dólares' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Pagamos los rescates solo a cuentas/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Agregar una cuenta en dólares' }),
    ).toHaveAttribute('href', '/accounts/new?from=rescue');
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Solicitar rescate' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "Solicitar rescate" with no account chosen: the summary leads to the first card. */
export const NoAccountChosen: Story = {
  args: { value: '', error: CHOOSE_ACCOUNT, submitCount: 1 },
  play: async ({ canvas }) => {
    const summary = await expectErrorSummary(canvas, 1);
    await expect(summary).toHaveTextContent(CHOOSE_ACCOUNT);
    await userEvent.click(within(summary).getByRole('link'));
    await expect(canvas.getByRole('radio', { name: /BCP/ })).toHaveFocus();
  },
};

/** The request is being sent: the button is busy and "Volver" waits. */
export const Submitting: Story = {
  args: { submitting: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Solicitar rescate/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeDisabled();
  },
};

/**
 * Reached with "Continuar" from Detalle: the title takes focus and names the step. (No
 * picture: it looks as WithAccounts.)
 */
export const ReachedFromDetalle: Story = {
  args: { focusHeading: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Rescatar' });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription('Cuenta, paso 2 de 2');
  },
};
