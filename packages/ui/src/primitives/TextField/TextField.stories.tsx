import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from '../../icons';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

/** Keeps the value in story state, as the flows layer does, so typing works. */
function ControlledTextField(args: TextFieldProps) {
  const [value, setValue] = useState(String(args.value ?? ''));
  return (
    <TextField
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
  title: 'Primitivos/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Correo electrónico',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    name: 'email',
    value: '',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'search', 'url'] },
  },
  render: (args) => <ControlledTextField {...args} />,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.type(input, 'ana@correo.pe');
    await expect(input).toHaveValue('ana@correo.pe');
    await expect(args.onChange).toHaveBeenCalledTimes(13);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
  parameters: { screenshot: { disable: true } },
};

export const Empty: Story = {
  args: { placeholder: 'nombre@correo.com' },
};

export const Filled: Story = {
  args: { value: 'ana.quispe@correo.pe' },
};

export const Focus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const WithError: Story = {
  args: {
    value: 'ana.quispe@',
    error: 'Ingresa un correo válido, por ejemplo nombre@correo.com',
    hint: 'Te enviaremos la confirmación a este correo.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Ingresa un correo válido, por ejemplo nombre@correo.com Te enviaremos la confirmación a este correo.',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'ana.quispe@correo.pe', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Te enviaremos la confirmación a este correo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'Te enviaremos la confirmación a este correo.',
    );
  },
};

export const RequiredAndOptional: Story = {
  render: (args) => (
    <div className="flex flex-col gap-5">
      <ControlledTextField
        {...args}
        label="Nombres"
        type="text"
        autoComplete="given-name"
        required
      />
      <ControlledTextField
        {...args}
        label="Segundo apellido"
        type="text"
        autoComplete="off"
        optional
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nombres/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Segundo apellido/ })).not.toBeRequired();
    await expect(canvas.getByText('(opcional)')).toBeVisible();
  },
};

export const PrefixAndSuffix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-5">
      <ControlledTextField
        {...args}
        label="Celular"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix="+51"
        value="987 654 321"
      />
      <ControlledTextField {...args} prefix={<Mail />} value="ana.quispe@correo.pe" />
      <ControlledTextField
        {...args}
        label="Buscar fondo"
        type="search"
        autoComplete="off"
        inputMode="search"
        prefix={<Search />}
        placeholder="Nombre del fondo"
      />
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    label:
      'Correo electrónico donde recibirás tus estados de cuenta, las constancias de tus suscripciones y rescates y los avisos de tu cuenta',
    hint: 'Puedes cambiarlo más adelante desde Mi perfil, en la sección Datos de contacto, sin necesidad de acercarte a una agencia.',
    error:
      'El correo ingresado ya está registrado con otro partícipe. Si es tuyo, recupera tu contraseña o comunícate con nosotros.',
    value: 'una.direccion.de.correo.bastante.larga.para.probar@empresa-con-nombre-largo.com.pe',
  },
};
