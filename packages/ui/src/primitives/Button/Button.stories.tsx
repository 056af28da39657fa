import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Download, X } from '../../icons';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitivos/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Invertir ahora', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Ver detalle' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancelar' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Eliminar cuenta' } };

export const Link: Story = { args: { variant: 'link', children: '¿Olvidaste tu contraseña?' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Pequeño
      </Button>
      <Button {...args} size="md">
        Mediano
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} endIcon={<ArrowRight aria-hidden className="size-4" />}>
        Continuar
      </Button>
      <Button {...args} variant="secondary" startIcon={<Download aria-hidden className="size-4" />}>
        Descargar EECC
      </Button>
    </div>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Iniciar sesión' },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
};

export const Loading: Story = {
  args: { loading: true, children: 'Iniciar sesión' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const Focused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Invertir ahora' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const IconButtons: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <IconButton label="Cerrar" icon={<X />} />
      <IconButton label="Descargar" icon={<Download />} variant="secondary" />
      <IconButton label="Continuar" icon={<ArrowRight />} variant="primary" size="lg" />
      <IconButton label="Cerrar (deshabilitado)" icon={<X />} disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};
