import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatFileSize, formatTradeDay } from '../format';
import { CopyableValue } from './CopyButton';

function AccountNumber() {
  return (
    <dl>
      <CopyableValue
        term="Número de cuenta"
        copyLabel="número de cuenta BCP"
        copyValue="1932345678012"
      >
        193-2345678-0-12
      </CopyableValue>
    </dl>
  );
}

describe('CopyButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('copies the value, says "Copiado" on the button and in a polite live region', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await render(<AccountNumber />);
    await expect
      .element(screen.getByRole('button', { name: 'Copiar número de cuenta BCP' }))
      .toBeVisible();
    // Its name changes with what it says: found by the part that stays.
    const button = screen.getByRole('button', { name: /número de cuenta BCP/ });
    const status = screen.getByRole('status');
    await expect.element(status).toBeEmptyDOMElement();

    await button.click();
    expect(writeText).toHaveBeenCalledWith('1932345678012');
    await expect.element(status).toHaveTextContent('Copiado');
    await expect.element(button).toHaveTextContent('Copiado');
    // A live region is polite unless it says otherwise.
    expect(status.element().getAttribute('aria-live')).toBeNull();
  });

  it('says it could not copy and selects the value when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    const screen = await render(<AccountNumber />);
    await screen.getByRole('button', { name: /Copiar/ }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('No pudimos copiarlo. Está seleccionado: cópialo a mano.');
    await expect.element(screen.getByRole('button')).toHaveTextContent('No se copió');
    expect(window.getSelection()?.toString()).toBe('193-2345678-0-12');
  });

  it('fails the same way where there is no clipboard at all', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    const screen = await render(<AccountNumber />);
    await screen.getByRole('button', { name: /Copiar/ }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('No pudimos copiarlo');
  });

  it('goes back to "Copiar" after a few seconds', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await render(<AccountNumber />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const button = screen.getByRole('button', { name: /número de cuenta BCP/ });
      await button.click();
      await expect.element(button).toHaveTextContent('Copiado');
      vi.advanceTimersByTime(4000);
      await expect.element(button).toHaveTextContent('Copiar');
      await expect.element(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('investment wording', () => {
  it('writes the trade day out, weekday first', () => {
    expect(formatTradeDay('2026-11-24')).toBe('martes, 24 de noviembre de 2026');
    expect(formatTradeDay('mañana')).toBe('mañana');
  });

  it('gives a file size in KB or MB', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1_250_000)).toBe('1.2 MB');
    expect(formatFileSize(350_000)).toBe('342 KB');
    expect(formatFileSize(200)).toBe('200 B');
  });
});
