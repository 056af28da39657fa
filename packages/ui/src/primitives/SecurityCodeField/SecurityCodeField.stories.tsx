import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SecurityCodeField, type SecurityCodeFieldProps } from './SecurityCodeField';

function ControlledSecurityCodeField(args: SecurityCodeFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SecurityCodeField
      {...args}
      value={value}
      onValueChange={(code) => {
        setValue(code);
        args.onValueChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Primitivos/SecurityCodeField',
  component: SecurityCodeField,
  tags: ['autodocs'],
  args: {
    label: 'Código de verificación',
    value: '',
    onValueChange: fn(),
    onComplete: fn(),
  },
  render: (args) => <ControlledSecurityCodeField {...args} />,
} satisfies Meta<typeof SecurityCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (n: number, of = 6) => ({ name: `Dígito ${n} de ${of}` });

export const Default: Story = {};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', box(1)));
    await userEvent.keyboard('482');
    await expect(canvas.getByRole('textbox', box(4))).toHaveFocus();
    await userEvent.keyboard('913');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const Filled: Story = { args: { value: '482913' } };

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', box(1))).toHaveFocus();
  },
};

export const PasteWholeCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', box(1)));
    await userEvent.paste('482 913');
    for (const [index, digit] of [...'482913'].entries()) {
      await expect(canvas.getByRole('textbox', box(index + 1))).toHaveValue(digit);
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482913');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(canvas.getByRole('textbox', box(6))).toHaveFocus();
  },
};

export const BackspaceGoesBack: Story = {
  args: { value: '4829' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', box(5)));
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', box(4))).toHaveFocus();
    await expect(canvas.getByRole('textbox', box(4))).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('482');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', box(3))).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('48');
  },
};

export const WithError: Story = {
  args: {
    value: '482913',
    error: 'El código no es correcto. Te quedan 2 intentos.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', box(1))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', box(1))).toHaveAccessibleDescription(
      'El código no es correcto. Te quedan 2 intentos.',
    );
  },
};

export const Disabled: Story = {
  args: { value: '482913', disabled: true },
  play: async ({ canvas }) => {
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Lo enviamos a a****ez@correo.pe. Vence en 5 minutos.' },
};

export const FourDigits: Story = {
  args: { length: 4, value: '12', label: 'Clave de 4 dígitos' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', box(4, 4))).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Ingresa el código de seis dígitos que te enviamos por mensaje de texto al celular terminado en 321 para confirmar tu rescate',
    hint: 'Si no te llegó en dos minutos, revisa que tu celular tenga señal o solicita un nuevo código.',
    value: '48',
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  parameters: { screenshot: { phone: true } },
};
