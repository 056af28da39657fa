import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Alert } from './Alert';

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('announces a %s alert as role=%s', async (variant, role) => {
    const screen = await render(<Alert variant={variant}>Mensaje</Alert>);
    await expect.element(screen.getByRole(role)).toHaveTextContent('Mensaje');
  });

  it('has no live role when not announced', async () => {
    const screen = await render(
      <Alert variant="danger" announce={false}>
        Mensaje
      </Alert>,
    );
    expect(screen.container.querySelector('[role]')).toBeNull();
  });

  it('shows a close button only when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    const screen = await render(<Alert onDismiss={onDismiss}>Mensaje</Alert>);
    await screen.getByRole('button', { name: 'Cerrar aviso' }).click();
    expect(onDismiss).toHaveBeenCalledTimes(1);

    const plain = await render(<Alert>Otro mensaje</Alert>);
    expect(plain.container.querySelector('button')).toBeNull();
  });
});
