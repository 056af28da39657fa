import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IdleWarningDialog } from './IdleWarningDialog';

const meta = {
  title: 'Compuestos/IdleWarningDialog',
  component: IdleWarningDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: { secondsLeft: 42, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A minute before an idle session ends: staying has the focus; Escape stays too. */
export const Warning: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '¿Sigues ahí?' });
    await expect(dialog).toHaveTextContent('Tu sesión se cerrará en 42 segundos.');
    await expect(page.getByRole('button', { name: 'Seguir conectado' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

/** The last second: the singular. */
export const LastSecond: Story = {
  args: { secondsLeft: 1 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog')).toHaveTextContent(
      'Tu sesión se cerrará en 1 segundo.',
    );
  },
};
