import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatMoney, formatMoneyParts, formatPercent, formatPercentParts } from './format';
import { Money } from './Money';
import { Percent } from './Percent';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes soles and dollars the es-PE way, with US$ for dollars', () => {
    expect(formatMoney('1500', 'PEN')).toBe(`S/${NBSP}1,500.00`);
    expect(formatMoney('200', 'USD')).toBe(`US$${NBSP}200.00`);
    expect(formatMoney('1234567.8', 'PEN')).toBe(`S/${NBSP}1,234,567.80`);
  });

  it('formats decimal strings exactly, without a float in between', () => {
    // As a float, 12345678901234567.89 is 12345678901234568.
    expect(formatMoney('12345678901234567.89', 'PEN')).toBe(`S/${NBSP}12,345,678,901,234,567.89`);
    // As a float, 1.005 is 1.00499999999999989...: it would round down.
    expect(formatMoney('1.005', 'PEN')).toBe(`S/${NBSP}1.01`);
    expect(formatMoney(' 15.5 ', 'USD')).toBe(`US$${NBSP}15.50`);
  });

  it('shows a minus on negative amounts, and never on one that rounds to zero', () => {
    expect(formatMoney('-1500.5', 'PEN')).toBe(`-S/${NBSP}1,500.50`);
    expect(formatMoney('-0.001', 'PEN')).toBe(`S/${NBSP}0.00`);
    expect(formatMoney('-0', 'USD')).toBe(`US$${NBSP}0.00`);
  });

  it('shows both signs for movements, and none when asked', () => {
    expect(formatMoney('1000', 'PEN', { sign: 'always' })).toBe(`+S/${NBSP}1,000.00`);
    expect(formatMoney('-250', 'USD', { sign: 'always' })).toBe(`-US$${NBSP}250.00`);
    expect(formatMoney('0', 'PEN', { sign: 'always' })).toBe(`S/${NBSP}0.00`);
    expect(formatMoney('-250', 'USD', { sign: 'never' })).toBe(`US$${NBSP}250.00`);
  });

  it('accepts finite numbers too', () => {
    expect(formatMoney(99.9, 'PEN')).toBe(`S/${NBSP}99.90`);
  });

  it('refuses what is not an amount instead of showing NaN', () => {
    expect(() => formatMoney('1,500.00', 'PEN')).toThrow(RangeError);
    expect(() => formatMoney('', 'PEN')).toThrow(RangeError);
    expect(() => formatMoney('abc', 'PEN')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'PEN')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
  });

  it('gives screen readers the currency name and the sign in words', () => {
    expect(formatMoneyParts('1500', 'PEN').speech).toBe('1,500.00 soles peruanos');
    expect(formatMoneyParts('-200', 'USD').speech).toBe('menos 200.00 dólares estadounidenses');
    expect(formatMoneyParts('50', 'PEN', { sign: 'always' }).speech).toBe(
      'más 50.00 soles peruanos',
    );
    expect(formatMoneyParts('-50', 'PEN', { sign: 'never' }).speech).toBe('50.00 soles peruanos');
  });

  it('reports the sign after rounding to cents', () => {
    expect(formatMoneyParts('0.004', 'PEN').sign).toBe('zero');
    expect(formatMoneyParts('0.005', 'PEN').sign).toBe('positive');
    expect(formatMoneyParts('-3', 'PEN', { sign: 'never' }).sign).toBe('negative');
  });
});

describe('formatPercent', () => {
  it('writes percentage points with es-PE digits and a space before the sign', () => {
    expect(formatPercent('5.25')).toBe(`5.25${NBSP}%`);
    expect(formatPercent('1234.5')).toBe(`1,234.50${NBSP}%`);
    expect(formatPercent('0')).toBe(`0.00${NBSP}%`);
  });

  it('rounds to the decimals asked for, exactly from the string', () => {
    expect(formatPercent('1.005')).toBe(`1.01${NBSP}%`);
    expect(formatPercent('7.4567', { fractionDigits: 1 })).toBe(`7.5${NBSP}%`);
    expect(formatPercent('12', { fractionDigits: 0 })).toBe(`12${NBSP}%`);
  });

  it('shows signs for returns', () => {
    expect(formatPercent('-1.3')).toBe(`-1.30${NBSP}%`);
    expect(formatPercent('4.1', { sign: 'always' })).toBe(`+4.10${NBSP}%`);
  });

  it('gives screen readers the words', () => {
    expect(formatPercentParts('5.25').speech).toBe('5.25 por ciento');
    expect(formatPercentParts('-1.3').speech).toBe('menos 1.30 por ciento');
  });

  it('refuses what is not a number', () => {
    expect(() => formatPercent('5,25')).toThrow(RangeError);
  });
});

describe('Money', () => {
  it('shows the formatted amount and speaks it in words', async () => {
    const screen = await render(<Money amount="1500" currency="PEN" />);
    const money = screen.container.querySelector('[data-slot="money"]') as HTMLElement;
    expect(money.querySelector('[aria-hidden="true"]')?.textContent).toBe(`S/${NBSP}1,500.00`);
    expect(money.querySelector('.sr-only')?.textContent).toBe('1,500.00 soles peruanos');
  });

  it('colours gains and losses only when asked', async () => {
    const screen = await render(
      <div>
        <Money amount="20" currency="USD" sign="always" tone="sign" data-testid="gain" />
        <Money amount="-20" currency="USD" sign="always" tone="sign" data-testid="loss" />
        <Money amount="0" currency="USD" tone="sign" data-testid="zero" />
        <Money amount="-20" currency="USD" data-testid="plain" />
      </div>,
    );
    await expect.element(screen.getByTestId('gain')).toHaveClass('text-success');
    await expect.element(screen.getByTestId('loss')).toHaveClass('text-danger');
    await expect.element(screen.getByTestId('loss')).toHaveAttribute('data-sign', 'negative');
    await expect.element(screen.getByTestId('zero')).not.toHaveClass('text-success');
    await expect.element(screen.getByTestId('plain')).not.toHaveClass('text-danger');
  });
});

describe('Percent', () => {
  it('shows the percentage and colours a negative return', async () => {
    const screen = await render(<Percent value="-2.5" tone="sign" data-testid="ret" />);
    const percent = screen.getByTestId('ret');
    await expect.element(percent).toHaveClass('text-danger');
    expect(percent.element().querySelector('[aria-hidden="true"]')?.textContent).toBe(
      `-2.50${NBSP}%`,
    );
    expect(percent.element().querySelector('.sr-only')?.textContent).toBe('menos 2.50 por ciento');
  });
});
