import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MoneyField, type MoneyFieldProps } from './MoneyField';

function ControlledMoneyField(args: MoneyFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <MoneyField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitivos/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: {
    label: 'Monto a invertir',
    name: 'amount',
    value: '',
    currency: 'PEN',
    onValueChange: fn(),
  },
  argTypes: { currency: { control: 'inline-radio', options: ['PEN', 'USD'] } },
  render: (args) => <ControlledMoneyField {...args} />,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Monto a invertir (en soles)' });
    await userEvent.type(input, '25000.5');
    await expect(input).toHaveValue('25,000.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('25000.5');
  },
  parameters: { screenshot: { disable: true } },
};

export const Empty: Story = {};

export const Filled: Story = { args: { value: '1500.5' } };

export const Dollars: Story = { args: { value: '200', currency: 'USD' } };

export const Focus: Story = {
  args: { value: '1500' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Pasted: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('S/ 1.234,50');
    await expect(input).toHaveValue('1,234.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234.5');
  },
};

export const PasteRefused: Story = {
  args: { value: '500' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.tripleClick(input);
    await userEvent.paste('1.234');
    await expect(input).toHaveValue('500.00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    value: '250',
    hint: 'Mínimo S/ 500.00 para tu primera suscripción.',
    error: 'El monto mínimo de la primera suscripción es S/ 500.00',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'El monto mínimo de la primera suscripción es S/ 500.00 Mínimo S/ 500.00 para tu primera suscripción.',
    );
  },
};

export const Disabled: Story = {
  args: { value: '1500', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Mínimo S/ 500.00 · Máximo S/ 250,000.00 por operación.' },
};

export const LongLabel: Story = {
  args: {
    label:
      'Monto que deseas rescatar de tu inversión, considerando que debe quedar un saldo mínimo en el fondo',
    currency: 'USD',
    value: '1234567.89',
    hint: 'Disponible para rescate: US$ 1,500,000.00. Debe quedar un saldo mínimo de US$ 200.00 en la serie A.',
  },
};
