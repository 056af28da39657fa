import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { renderAnchor } from '../types';
import { WizardLoadError, WizardMessage, WizardSkeleton } from './WizardStates';

/** What a wizard shows before its step: the message when it cannot start. */
const meta = {
  title: 'Pantallas/Asistentes/WizardMessage',
  component: WizardMessage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { kind: 'rescue-empty', href: '/products/recommended', renderLink: renderAnchor },
} satisfies Meta<typeof WizardMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to rescue yet: the way to the funds. */
export const RescueEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rescatar' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver fondos' })).toHaveAttribute(
      'href',
      '/products/recommended',
    );
  },
};

/** A scheduled rescue of a fund the customer does not hold. */
export const ScheduledRescueMissing: Story = {
  args: { kind: 'scheduled-rescue-missing', href: '/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tienes cuotas de este fondo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** The wizard's data did not arrive: what failed and "Reintentar". */
export const LoadFailed: Story = {
  render: () => <WizardLoadError wizard="investment" onRetry={onRetry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pudimos cargar tu inversión')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
const onRetry = fn();

/** While the data or the step's code loads: the page's shape, announced. */
export const Loading: Story = {
  render: () => <WizardSkeleton wizard="rescue" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tu rescate')).toBeInTheDocument();
  },
};
