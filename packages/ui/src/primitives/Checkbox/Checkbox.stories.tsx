import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

function ControlledCheckbox(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked ?? false);
  return (
    <Checkbox
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange?.(next);
      }}
    />
  );
}

const terms = (
  <>
    Acepto los{' '}
    <a href="#terminos" target="_blank" rel="noreferrer">
      Términos y condiciones
    </a>{' '}
    y la{' '}
    <a href="#privacidad" target="_blank" rel="noreferrer">
      Política de privacidad
    </a>
  </>
);

const meta = {
  title: 'Primitivos/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: terms, name: 'terms', checked: false, onCheckedChange: fn() },
  render: (args) => <ControlledCheckbox {...args} />,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Acepto los Términos y condiciones y la Política de privacidad',
    });
    await userEvent.click(canvas.getByText(/Acepto los/));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { checked: true } };

export const LinkInLabel: Story = {
  play: async ({ canvas, args }) => {
    // Following the link must not tick the box.
    const link = canvas.getByRole('link', { name: 'Términos y condiciones' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
  parameters: { screenshot: { disable: true } },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Debes aceptar los Términos y condiciones para continuar' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Debes aceptar los Términos y condiciones para continuar',
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <ControlledCheckbox {...args} label="Recibir novedades por correo" disabled />
      <ControlledCheckbox {...args} label="Recibir novedades por SMS" checked disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Autorizo el uso de mis datos para fines comerciales',
    hint: 'Es opcional. Puedes retirar tu autorización cuando quieras desde Mi perfil.',
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Declaro que los fondos que invertiré provienen de actividades lícitas, que actúo por cuenta propia y que la información que he proporcionado es verdadera, completa y actualizada, de acuerdo con la normativa de la Superintendencia del Mercado de Valores',
    hint: 'Esta declaración se guarda junto con la fecha y hora de tu aceptación.',
    error: 'Marca la declaración para continuar con tu registro',
  },
};
