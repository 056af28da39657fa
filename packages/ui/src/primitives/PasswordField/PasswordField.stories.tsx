import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function ControlledPasswordField(args: PasswordFieldProps) {
  const [value, setValue] = useState(String(args.value ?? ''));
  return (
    <PasswordField
      {...args}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        args.onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Primitivos/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Contraseña', name: 'password', value: '', onChange: fn() },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
  },
  render: (args) => <ControlledPasswordField {...args} />,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name="password"]')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const Filled: Story = {
  args: { value: 'Quipu.2024' },
};

export const Shown: Story = {
  args: { value: 'Quipu.2024' },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Contraseña' })).toHaveValue('Quipu.2024');
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(passwordInput(canvasElement)).toHaveFocus();
  },
};

export const Pasted: Story = {
  play: async ({ canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('Pegada#2024');
    await expect(input).toHaveValue('Pegada#2024');
    await expect(args.onChange).toHaveBeenCalled();
  },
  parameters: { screenshot: { disable: true } },
};

export const CapsLock: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await userEvent.click(input);
    await fireEvent.keyDown(input, { key: 'A', modifierCapsLock: true });
    await expect(canvas.getByText('Bloq Mayús está activado')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Bloq Mayús está activado');
  },
};

export const WithError: Story = {
  args: {
    value: 'clave',
    error: 'La contraseña no es correcta. Te quedan 2 intentos.',
  },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: 'Quipu.2024', disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  },
};

export const NewPasswordWithHint: Story = {
  args: {
    label: 'Nueva contraseña',
    autoComplete: 'new-password',
    hint: 'Usa al menos 8 caracteres, con una mayúscula, una minúscula y un número.',
  },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(
      'Usa al menos 8 caracteres, con una mayúscula, una minúscula y un número.',
    );
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Confirma tu nueva contraseña escribiéndola exactamente igual que en el campo anterior, respetando mayúsculas y minúsculas',
    autoComplete: 'new-password',
    value: 'Quipu.2024',
    error: 'Las contraseñas no coinciden. Revisa que ambas sean idénticas antes de continuar.',
  },
};
