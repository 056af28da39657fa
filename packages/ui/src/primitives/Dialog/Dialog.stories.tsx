import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog, DialogClose } from './Dialog';

/** Open dialogs live in a portal on document.body: the frame keeps them inside the shot. */
const fullFrame: Decorator = (Story) => <div className="min-h-[600px] p-6">{Story()}</div>;

const meta = {
  title: 'Primitivos/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [fullFrame],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Datos de la transferencia',
    description: 'Transfiere el monto exacto desde una cuenta a tu nombre.',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const transferBody = (
  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
    <dt className="text-muted">Banco</dt>
    <dd className="font-semibold">BCP</dd>
    <dt className="text-muted">Cuenta recaudadora</dt>
    <dd className="font-semibold">193-2456789-0-12</dd>
    <dt className="text-muted">CCI</dt>
    <dd className="font-semibold">00219300245678901213</dd>
    <dt className="text-muted">Monto</dt>
    <dd className="font-semibold">S/ 1,500.00</dd>
  </dl>
);

const footer = (
  <>
    <DialogClose>
      <Button variant="secondary">Volver</Button>
    </DialogClose>
    <Button>Ya transferí</Button>
  </>
);

export const Default: Story = {
  args: { children: transferBody, footer },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Datos de la transferencia' });
    await expect(dialog).toHaveAccessibleDescription(
      'Transfiere el monto exacto desde una cuenta a tu nombre.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never reach the page behind. */
export const FocusTrap: Story = {
  args: { children: transferBody, footer },
  decorators: [
    (Story) => (
      <>
        <Button>Botón de la página</Button>
        {Story()}
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const inDialog = within(dialog);
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Volver' })).toHaveFocus());
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Ya transferí' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Volver' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inDialog.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await expect(
      body.getByRole('button', { name: 'Botón de la página', hidden: true }),
    ).not.toHaveFocus();
  },
};

function Uncontrolled() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Ver datos de la transferencia</Button>}
      title="Datos de la transferencia"
      description="Transfiere el monto exacto desde una cuenta a tu nombre."
      footer={footer}
    >
      {transferBody}
    </Dialog>
  );
}

/** Escape closes the dialog and the focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  render: () => <Uncontrolled />,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Ver datos de la transferencia' });
    await userEvent.click(trigger);
    await expect(await body.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Long Spanish text: the body scrolls and the title and actions stay in view. */
export const LongText: Story = {
  args: {
    title: 'Términos y condiciones del contrato de administración del fondo mutuo',
    description: 'Léelos completos antes de continuar con tu inversión.',
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button>Acepto los términos</Button>
      </>
    ),
    children: (
      <div className="space-y-3">
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            {index + 1}. El partícipe declara conocer que las inversiones en fondos mutuos no
            garantizan rentabilidad alguna y que la rentabilidad obtenida en el pasado no garantiza
            que se repita en el futuro. El valor cuota puede subir o bajar según la evolución del
            mercado.
          </p>
        ))}
      </div>
    ),
  },
};

/** Without description or footer: just a title, a body and the close button. */
export const Minimal: Story = {
  args: {
    title: '¿Qué es el valor cuota?',
    description: undefined,
    children: (
      <p>
        Es el precio de cada cuota del fondo. Se publica todos los días y cambia según el valor de
        las inversiones del fondo.
      </p>
    ),
  },
};

export const Confirm: Story = {
  render: () => (
    <ConfirmDialog
      open
      onOpenChange={fn()}
      title="¿Cerrar sesión?"
      message="Tendrás que volver a ingresar tu correo y contraseña para entrar."
      confirmLabel="Cerrar sesión"
      onConfirm={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '¿Cerrar sesión?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toHaveFocus(),
    );
  },
};

/** Destructive action: red confirm button and the focus starts on "Cancelar". */
export const ConfirmDanger: Story = {
  render: () => (
    <ConfirmDialog
      open
      onOpenChange={fn()}
      tone="danger"
      title="¿Eliminar tu cuenta?"
      message="Perderás el acceso al portal. Tus inversiones vigentes no se rescatan automáticamente."
      confirmLabel="Eliminar cuenta"
      onConfirm={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Eliminar cuenta' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

/** While the action runs: spinner on confirm, cancel disabled, no close button, Escape ignored. */
export const ConfirmLoading: Story = {
  render: () => (
    <ConfirmDialog
      open
      onOpenChange={fn()}
      tone="danger"
      confirmLoading
      title="¿Eliminar tu cuenta?"
      message="Perderás el acceso al portal. Tus inversiones vigentes no se rescatan automáticamente."
      confirmLabel="Eliminar cuenta"
      onConfirm={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

function ConfirmFlow({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="danger">Eliminar cuenta</Button>}
      tone="danger"
      title="¿Eliminar tu cuenta?"
      message="Perderás el acceso al portal."
      confirmLabel="Sí, eliminar"
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    />
  );
}

/** Cancel closes without confirming; confirm calls `onConfirm`. */
export const ConfirmBehaviour: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <ConfirmFlow onConfirm={args.onOpenChange as () => void} />,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Eliminar cuenta' }));
    await userEvent.click(await body.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Eliminar cuenta' }));
    await userEvent.click(await body.findByRole('button', { name: 'Sí, eliminar' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
