import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function ControlledRadioGroup(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value ?? '');
  return (
    <RadioGroup
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

const horizons = [
  { value: 'lt1', label: 'Menos de 1 año' },
  { value: '1-2', label: 'De 1 a 2 años' },
  { value: '2-5', label: 'De 2 a 5 años' },
  { value: 'gt5', label: 'Más de 5 años' },
];

const meta = {
  title: 'Primitivos/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: '¿Por cuánto tiempo piensas mantener tu inversión?',
    options: horizons,
    value: '',
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (args) => <ControlledRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', {
      name: '¿Por cuánto tiempo piensas mantener tu inversión?',
    });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByText('De 2 a 5 años'));
    await expect(canvas.getByRole('radio', { name: 'De 2 a 5 años' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2-5');
  },
  parameters: { screenshot: { disable: true } },
};

export const Empty: Story = {};

export const Filled: Story = { args: { value: '1-2' } };

export const Focus: Story = {
  args: { value: '1-2' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // Tab lands on the checked radio; arrows move and select like native radios do.
    await expect(canvas.getByRole('radio', { name: 'De 1 a 2 años' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('radio', { name: 'De 2 a 5 años' });
    await expect(next).toHaveFocus();
    await expect(next).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2-5');
  },
};

export const Horizontal: Story = {
  args: {
    label: '¿Eres una persona expuesta políticamente (PEP)?',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: 'Sí' },
      { value: 'no', label: 'No' },
    ],
    value: 'no',
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Si tu inversión bajara 15 % en un mes, ¿qué harías?',
    options: [
      { value: 'sell-all', label: 'Vendería todo', description: 'Prefiero no ver pérdidas.' },
      { value: 'sell-part', label: 'Vendería una parte', description: 'Reduciría mi riesgo.' },
      { value: 'hold', label: 'Mantendría', description: 'Esperaría a que se recupere.' },
      { value: 'buy', label: 'Compraría más', description: 'Aprovecharía el precio bajo.' },
    ],
    value: 'hold',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Mantendría' })).toHaveAccessibleDescription(
      'Esperaría a que se recupere.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Elige cuánto tiempo mantendrás tu inversión', required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Elige cuánto tiempo mantendrás tu inversión');
  },
};

export const Disabled: Story = {
  args: {
    value: 'gt5',
    disabled: true,
  },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      ...horizons.slice(0, 3),
      { value: 'gt5', label: 'Más de 5 años (no disponible para este fondo)', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Más de 5 años/ })).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Piensa en cuándo podrías necesitar este dinero.' },
};

export const LongLabel: Story = {
  args: {
    label:
      'Considerando tus ingresos, tus gastos fijos y tus otras inversiones, ¿qué parte de tu patrimonio total representa el monto que piensas invertir en fondos mutuos?',
    options: [
      {
        value: 'low',
        label: 'Menos del 10 % de mi patrimonio, así que una pérdida no cambiaría mis planes',
        description:
          'Mis ahorros de emergencia y mis demás inversiones cubren mis necesidades de los próximos años.',
      },
      {
        value: 'mid',
        label: 'Entre el 10 % y el 50 % de mi patrimonio',
        description: 'Una pérdida importante me obligaría a revisar algunos planes.',
      },
      {
        value: 'high',
        label: 'Más de la mitad de mi patrimonio',
        description: 'Dependo de este dinero para mis metas principales.',
      },
    ],
    value: 'mid',
    hint: 'No hay respuestas correctas: nos ayuda a recomendarte fondos adecuados.',
  },
};
