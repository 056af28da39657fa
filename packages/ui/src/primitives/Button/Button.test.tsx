import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './Button';

describe('Button', () => {
  it('submits nothing and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading onClick={onClick}>
        Invertir
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Invertir/ });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button, not a submit button, unless asked', async () => {
    const screen = await render(<Button>Continuar</Button>);
    await expect.element(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });
});
