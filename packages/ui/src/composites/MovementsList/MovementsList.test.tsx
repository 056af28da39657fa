import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles.css';
import { formatMovementDate } from './formatDate';
import { MovementsList } from './MovementsList';
import { sampleMovements } from './movements.fixtures';

describe('formatMovementDate', () => {
  it('shows a calendar date as that same day, whatever the time zone', () => {
    expect(formatMovementDate('2025-03-01')).toBe('01 mar. 2025');
  });

  it('shows an instant as its date in Lima', () => {
    // 03:00 UTC on the 15th is still the 14th in Lima (UTC-5).
    expect(formatMovementDate('2025-03-15T03:00:00Z')).toBe('14 mar. 2025');
  });

  it('refuses what is not a date', () => {
    expect(() => formatMovementDate('ayer')).toThrow(RangeError);
  });
});

describe('MovementsList', () => {
  afterEach(async () => {
    await page.viewport(1280, 1000);
  });

  it('is a table with a caption on a wide screen', async () => {
    await page.viewport(1280, 1000);
    const screen = await render(<MovementsList movements={sampleMovements} />);
    await expect.element(screen.getByRole('table', { name: 'Movimientos' })).toBeVisible();
    expect(screen.getByRole('list').query()).toBeNull();
  });

  it('is a list of cards on a phone, with no table', async () => {
    await page.viewport(390, 844);
    const screen = await render(<MovementsList movements={sampleMovements} />);
    const list = screen.getByRole('list', { name: 'Movimientos' });
    await expect.element(list).toBeVisible();
    expect(list.element().querySelectorAll('li')).toHaveLength(sampleMovements.length);
    expect(screen.getByRole('table').query()).toBeNull();
    expect(list.element().querySelector('li')?.textContent).toContain('Suscripción');
  });

  it('signs rescues negative only when asked', async () => {
    const rescue = sampleMovements[1]!;
    const screen = await render(<MovementsList movements={[rescue]} />);
    expect(screen.container.textContent).toContain('820.45 dólares estadounidenses');
    expect(screen.container.textContent).not.toContain('menos');
    await screen.rerender(<MovementsList movements={[rescue]} signed />);
    expect(screen.container.textContent).toContain('menos 820.45 dólares estadounidenses');
  });

  it('says it is loading and shows no rows meanwhile', async () => {
    const screen = await render(<MovementsList movements={sampleMovements} loading />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Cargando movimientos');
    expect(screen.container.textContent).not.toContain('Renta Soles');
  });

  it('shows the empty state without movements', async () => {
    const screen = await render(<MovementsList movements={[]} />);
    await expect
      .element(screen.getByRole('heading', { name: 'Aún no tienes movimientos' }))
      .toBeVisible();
  });
});
