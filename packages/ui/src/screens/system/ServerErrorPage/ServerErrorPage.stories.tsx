import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { demoSupport } from '../../shared/fixtures';
import { ServerErrorPage } from './ServerErrorPage';

const meta = {
  title: 'Pantallas/Sistema/ServerErrorPage',
  component: ServerErrorPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: {
    homeHref: '/',
    onRetry: fn(),
    supportEmail: demoSupport.email,
    support: demoSupport,
  },
} satisfies Meta<typeof ServerErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The sample of this screen shot in the sister brand too.
  parameters: { screenshot: { sisterBrand: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Algo salió mal de nuestro lado',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('link', { name: demoSupport.email })[0]).toHaveAttribute(
      'href',
      `mailto:${demoSupport.email}`,
    );
  },
};

/** With the request id, so support can find what failed. */
export const WithReference: Story = {
  args: { reference: 'REQ-7F3A-92C1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('REQ-7F3A-92C1')).toBeVisible();
    await expect(canvas.getByText(/con el código de referencia\./)).toBeVisible();
  },
};

/** Nothing to retry: going home is the main action. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, supportEmail: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveClass('bg-primary');
  },
};
