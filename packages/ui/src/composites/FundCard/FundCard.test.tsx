import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FundCard } from './FundCard';
import { funds } from './fixtures';
import { formatIsoDate, formatNavPerUnit } from './format';
import { fundTheme } from './fundTheme';

describe('fundTheme', () => {
  it('gives the first five funds themes 1 to 5 and then starts again', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9, 10].map(fundTheme)).toEqual([1, 2, 3, 4, 5, 1, 2, 5, 1]);
  });

  it('keeps cycling for negative and fractional positions', () => {
    expect(fundTheme(-1)).toBe(5);
    expect(fundTheme(-5)).toBe(1);
    expect(fundTheme(2.7)).toBe(3);
    expect(fundTheme(Number.NaN)).toBe(1);
  });
});

describe('formatNavPerUnit', () => {
  it('shows at least 6 decimals, exactly from the decimal string', () => {
    expect(formatNavPerUnit('15.2', 'PEN')).toBe('S/\u00a015.200000');
    expect(formatNavPerUnit('1234.12345678', 'PEN')).toBe('S/\u00a01,234.12345678');
    expect(formatNavPerUnit('98.120045', 'USD')).toBe('US$\u00a098.120045');
  });

  it('rejects what is not a decimal', () => {
    expect(() => formatNavPerUnit('15,2', 'PEN')).toThrow(RangeError);
  });
});

describe('formatIsoDate', () => {
  it('shows the calendar day as dd/mm/yyyy whatever the time zone', () => {
    expect(formatIsoDate('2025-01-01')).toBe('01/01/2025');
    expect(formatIsoDate('2025-11-20')).toBe('20/11/2025');
  });
});

describe('FundCard', () => {
  it('names the detail link after the fund, so a list of cards reads unambiguously', async () => {
    const screen = await render(<FundCard {...funds[0]!} />);
    await expect
      .element(screen.getByRole('link', { name: 'Ver detalle de Quipu Cash Soles' }))
      .toHaveAttribute('href', '#quipu-cash-soles');
    await expect
      .element(screen.getByRole('article', { name: 'Quipu Cash Soles' }))
      .toBeInTheDocument();
  });

  it('says a fund has no valor cuota yet before its first publication', async () => {
    const screen = await render(<FundCard {...funds[0]!} navDate="" navPerUnit="0" />);
    await expect.element(screen.getByText('Aún sin publicar')).toBeVisible();
  });

  it('marks a loss with a minus sign and the danger colour', async () => {
    const screen = await render(<FundCard {...funds[3]!} />);
    const percent = screen.container.querySelector('[data-slot="percent"]');
    expect(percent?.textContent).toContain('-3.20');
    expect(percent?.className).toContain('text-danger');
  });

  it('shows the themed pattern when there is no image', async () => {
    const screen = await render(<FundCard {...funds[0]!} />);
    expect(screen.container.querySelector('[data-slot="fund-pattern"]')).not.toBeNull();
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('shows the image, hidden from screen readers, when there is one', async () => {
    const screen = await render(
      <FundCard {...funds[0]!} imageCard="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />,
    );
    expect(screen.container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.container.querySelector('[data-slot="fund-pattern"]')).toBeNull();
  });
});
