import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Splash } from './Splash';
import { splashCopy, splashTypes } from './splashCopy';

describe('Splash', () => {
  it('focuses the heading on mount so the outcome is announced', async () => {
    const screen = await render(
      <>
        <button type="button">Antes</button>
        <Splash type="rescue-created" primaryAction={{ onClick: () => {} }} />
      </>,
    );
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Tu solicitud de rescate fue registrada',
    });
    await expect.element(heading).toHaveFocus();
    await expect.element(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus again when the outcome changes', async () => {
    const screen = await render(<Splash type="auth" />);
    (document.activeElement as HTMLElement | null)?.blur();
    await screen.rerender(<Splash type="maintenance" />);
    await expect
      .element(screen.getByRole('heading', { name: 'Estamos en mantenimiento' }))
      .toHaveFocus();
  });

  it('uses the default copy and lets the screen override it', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Splash
        type="payment-success"
        text="Invertiste S/ 1,500.00 en el Fondo Quipu Conservador Soles."
        primaryAction={{ label: 'Ver mi portafolio', onClick }}
        secondaryAction={{ href: '/movements' }}
        reference="000482913"
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent(splashCopy['payment-success'].heading);
    await expect
      .element(screen.getByText('Invertiste S/ 1,500.00 en el Fondo Quipu Conservador Soles.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Ver mis movimientos' }))
      .toHaveAttribute('href', '/movements');
    await expect.element(screen.getByText('000482913')).toBeVisible();
    await screen.getByRole('button', { name: 'Ver mi portafolio' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows no secondary action when neither the type nor the caller has a label', async () => {
    const screen = await render(
      <Splash
        type="password-updated"
        primaryAction={{ onClick: () => {} }}
        secondaryAction={{ onClick: () => {} }}
      />,
    );
    expect(screen.container.querySelectorAll('button')).toHaveLength(1);
  });

  it('has copy with a heading, a text and a primary label for every type of the spec', () => {
    expect(Object.keys(splashCopy).sort()).toEqual([...splashTypes].sort());
    expect(splashTypes).toHaveLength(24);
    for (const type of splashTypes) {
      const copy = splashCopy[type];
      expect(copy.heading, type).not.toBe('');
      expect(copy.text, type).not.toBe('');
      expect(copy.primaryLabel, type).not.toBe('');
    }
    expect(splashCopy['failed-aml'].tone).toBe('error');
    expect(splashCopy['identity-validation-limit'].tone).toBe('warning');
    expect(splashCopy['yearly-update'].tone).toBe('warning');
  });
});
