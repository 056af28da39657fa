import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles.css';
import { sampleHoldings, samplePendingOrders, sampleTotals } from './fixtures';
import { formatCuotas, formatGain } from './format';
import { Gain } from './Gain';
import { Portfolio } from './Portfolio';

describe('formatGain', () => {
  it('shows a loss with a minus sign and says "pérdida"', () => {
    const loss = formatGain('-5', 'PEN', '-0.5');
    expect(loss.text).toBe('\u2212S/\u00a05.00 (\u22120.50\u00a0%)');
    expect(loss.speech).toBe('pérdida de 5.00 soles peruanos, 0.50 por ciento');
    expect(loss.sign).toBe('negative');
    expect(loss.word).toBe('Pérdida');
  });

  it('shows a gain with a plus sign and says "ganancia"', () => {
    const gain = formatGain('12.34', 'USD', '1.23');
    expect(gain.text).toBe('+US$\u00a012.34 (+1.23\u00a0%)');
    expect(gain.speech).toBe('ganancia de 12.34 dólares estadounidenses, 1.23 por ciento');
    expect(gain.word).toBe('Ganancia');
  });

  it('leaves the percentage out when there is none, and names a zero', () => {
    expect(formatGain('0.001', 'PEN', null)).toMatchObject({
      text: 'S/\u00a00.00',
      speech: 'sin ganancia ni pérdida, 0.00 soles peruanos',
      word: 'Sin variación',
      sign: 'zero',
    });
  });
});

describe('formatCuotas', () => {
  it('always shows 8 decimals in es-PE, exactly', () => {
    expect(formatCuotas('12.3456789')).toBe('12.34567890');
    expect(formatCuotas('1234567.12345678')).toBe('1,234,567.12345678');
  });
});

describe('Gain', () => {
  it('reads a loss as words, not colour alone', async () => {
    const screen = await render(<Gain amount="-5.00" currency="PEN" percent="-0.50" />);
    const gain = screen.container.querySelector('[data-slot="gain"]')!;
    expect(gain.getAttribute('data-sign')).toBe('negative');
    // Seen: the word and the sign; heard: the word and the amount.
    expect(gain.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe(
      'Pérdida \u2212S/\u00a05.00 (\u22120.50\u00a0%)',
    );
    expect(gain.querySelector('.sr-only')?.textContent).toBe(
      'pérdida de 5.00 soles peruanos, 0.50 por ciento',
    );
  });

  it('leaves the word out when a label beside it already says it', async () => {
    const screen = await render(<Gain amount="12.34" currency="PEN" showWord={false} />);
    const gain = screen.container.querySelector('[data-slot="gain"]')!;
    expect(gain.querySelector('[data-slot="gain-word"]')).toBeNull();
    expect(gain.querySelector('.sr-only')?.textContent).toBe('ganancia de 12.34 soles peruanos');
  });
});

describe('Portfolio', () => {
  afterEach(async () => {
    await page.viewport(1280, 1000);
  });

  it('shows one total per currency, never a sum across them', async () => {
    const screen = await render(
      <Portfolio holdings={sampleHoldings} totals={sampleTotals} pendingOrders={[]} />,
    );
    const totals = screen.getByRole('list', { name: 'Totales por moneda' });
    expect(totals.element().querySelectorAll('li')).toHaveLength(2);
    await expect.element(screen.getByText(/Los totales se muestran por moneda/)).toBeVisible();
  });

  it('is cards on a phone, with no table', async () => {
    await page.viewport(390, 844);
    const screen = await render(
      <Portfolio
        holdings={sampleHoldings}
        totals={sampleTotals}
        pendingOrders={samplePendingOrders}
      />,
    );
    await expect.element(screen.getByRole('list', { name: 'Tus fondos' })).toBeVisible();
    expect(screen.getByRole('table').query()).toBeNull();
  });

  it('shows the load error with "Reintentar" in place of an empty portfolio', async () => {
    let retried = 0;
    const screen = await render(
      <Portfolio
        holdings={[]}
        totals={[]}
        pendingOrders={[]}
        error="Hubo un problema de conexión."
        onRetry={() => (retried += 1)}
      />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar');
    expect(screen.getByText('Aún no tienes inversiones').query()).toBeNull();
    await screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(retried).toBe(1);
  });

  it('keeps the holdings on screen under the error when there are some', async () => {
    const screen = await render(
      <Portfolio
        holdings={sampleHoldings}
        totals={sampleTotals}
        pendingOrders={[]}
        error="Hubo un problema de conexión."
      />,
    );
    await expect.element(screen.getByRole('alert')).toBeVisible();
    await expect.element(screen.getByRole('table', { name: 'Tus fondos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' }).query()).toBeNull();
  });
});
