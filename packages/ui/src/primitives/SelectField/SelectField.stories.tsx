import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField, type SelectFieldProps } from './SelectField';

const banks = [
  { value: '002', label: 'BCP' },
  { value: '003', label: 'Interbank' },
  { value: '009', label: 'Scotiabank' },
  { value: '011', label: 'BBVA' },
  { value: '018', label: 'Banco de la Nación' },
  { value: '038', label: 'BanBif' },
  { value: '049', label: 'Mibanco', disabled: true },
];

function ControlledSelectField(args: SelectFieldProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <SelectField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitivos/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Banco',
    name: 'bank',
    placeholder: 'Selecciona un banco',
    options: banks,
    value: '',
    required: true,
    onValueChange: fn(),
  },
  render: (args) => <ControlledSelectField {...args} />,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Banco' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Mibanco' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Interbank');
    await expect(select).toHaveValue('003');
    await expect(args.onValueChange).toHaveBeenCalledWith('003');
  },
  parameters: { screenshot: { disable: true } },
};

export const Empty: Story = {};

export const Filled: Story = { args: { value: '011' } };

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { error: 'Selecciona el banco de tu cuenta' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Selecciona el banco de tu cuenta');
  },
};

export const Disabled: Story = {
  args: { value: '002', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: {
    hint: 'Solo bancos que permiten transferencias interbancarias con CCI.',
  },
};

export const Optional: Story = {
  args: {
    label: 'Fuente de los fondos',
    required: false,
    optional: true,
    placeholder: 'Sin especificar',
    options: [
      { value: 'salary', label: 'Sueldo' },
      { value: 'business', label: 'Negocio propio' },
      { value: 'savings', label: 'Ahorros' },
    ],
  },
  play: async ({ canvas }) => {
    // An optional select lets the customer go back to "no answer".
    await expect(canvas.getByRole('option', { name: 'Sin especificar' })).toBeEnabled();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Ingreso mensual aproximado de todas tus fuentes, antes de impuestos y descuentos de ley, en soles',
    placeholder: 'Selecciona el rango que corresponde a tus ingresos',
    options: [
      { value: '1', label: 'Menos de S/ 10,000' },
      { value: '2', label: 'De S/ 10,000 a S/ 15,000' },
      { value: '6', label: 'Más de S/ 30,000 al mes, considerando todas tus fuentes de ingreso' },
    ],
    value: '6',
    hint: 'Lo pedimos por la normativa de prevención de lavado de activos; no afecta tus inversiones.',
  },
};
