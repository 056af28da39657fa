import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Dialog } from './Dialog';

/** A dialog opened from a menu item, with no trigger of its own (controlled). */
function OpenedFromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Eliminar cuenta
      </button>
      <button type="button">Otra opción</button>
      <Dialog open={open} onOpenChange={setOpen} title="Eliminar cuenta">
        <p>Escríbenos y te ayudamos.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives the focus back to what opened it when it has no trigger of its own', async () => {
    const screen = await render(<OpenedFromMenu />);
    const opener = screen.getByRole('button', { name: 'Eliminar cuenta' });
    await opener.click();
    const dialog = screen.getByRole('dialog', { name: 'Eliminar cuenta' });
    await expect.element(dialog).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('gives the focus back to its trigger', async () => {
    const screen = await render(
      <Dialog title="Detalle" trigger={<button type="button">Ver detalle</button>}>
        <p>Contenido</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Ver detalle' });
    await trigger.click();
    await expect.element(screen.getByRole('dialog', { name: 'Detalle' })).toBeVisible();
    await screen.getByRole('button', { name: 'Cerrar' }).click();
    await expect.element(trigger).toHaveFocus();
  });
});
