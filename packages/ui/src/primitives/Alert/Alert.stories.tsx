import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Primitivos/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    variant: 'info',
    title: 'Tu solicitud está en revisión',
    children: 'Te avisaremos por correo cuando el rescate sea aprobado.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Tu solicitud está en revisión');
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Cuenta bancaria registrada',
    children: 'Ya puedes usarla para recibir tus rescates.',
  },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Fuera del horario de corte',
    children:
      'Las solicitudes enviadas después de las 13:00 (hora de Lima) se procesan con el valor cuota del siguiente día.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-variant', 'warning');
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'No pudimos registrar tu rescate',
    children: 'Solo puedes solicitar un rescate cada 24 horas.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('un rescate cada 24 horas');
  },
};

export const WithAction: Story = {
  args: {
    variant: 'danger',
    title: 'Se perdió la conexión',
    children: 'Revisa tu conexión a internet e inténtalo nuevamente.',
    action: (
      <Button variant="secondary" size="sm">
        Reintentar
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  args: { variant: 'success', title: 'Perfil actualizado', children: undefined, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard focus on the close button shows the focus outline. */
export const DismissFocused: Story = {
  args: {
    variant: 'warning',
    title: 'Actualiza tus datos',
    children: 'Ha pasado un año desde tu última actualización.',
    onDismiss: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar aviso' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A notice that is part of the page from its first paint is not announced. */
export const Static: Story = {
  args: {
    announce: false,
    title: undefined,
    children: 'Las rentabilidades pasadas no garantizan rentabilidades futuras.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="alert"]')).not.toHaveAttribute('role');
  },
};

export const LongText: Story = {
  args: {
    variant: 'warning',
    title:
      'Tu información de conocimiento del cliente debe actualizarse antes de realizar una nueva suscripción',
    children:
      'Según la normativa de prevención de lavado de activos, necesitamos que revises y confirmes tus datos personales, tu ocupación, el origen de tus fondos y tu condición de persona expuesta políticamente (PEP) al menos una vez al año. El proceso toma alrededor de cinco minutos y no afecta tus inversiones actuales.',
    action: (
      <Button variant="link" size="sm">
        Actualizar mis datos
      </Button>
    ),
    onDismiss: fn(),
  },
};
