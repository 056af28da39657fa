/**
 * A focus ring is seen against what surrounds it: 3:1 at least (WCAG 1.4.11), on the light
 * pages and on the dark surfaces (a fund's banner, the brand panel) of both brands.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import './styles.css';
import { contrastRatio, transitionsEnded } from '../test/emulation';
import { FundHeader, type FundTheme } from './composites/FundCard';
import { funds } from './composites/FundCard/fixtures';
import { Button } from './primitives/Button';

const BRANDS = ['quipu', 'totora'] as const;
const THEMES: FundTheme[] = [1, 2, 3, 4, 5];

afterEach(() => {
  document.documentElement.dataset.brand = 'quipu';
});

/** The colour painted behind an element: its first ancestor with an opaque background. */
function backdrop(el: Element): string {
  for (let n: Element | null = el.parentElement; n; n = n.parentElement) {
    const colour = getComputedStyle(n).backgroundColor;
    const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(colour)?.[1] ?? 1);
    if (alpha === 1) return colour;
  }
  return 'rgb(255, 255, 255)';
}

/** A token's colour in the current brand. */
function token(name: string): string {
  const probe = document.createElement('div');
  probe.style.color = `var(--saf-${name})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

describe.each(BRANDS)('the focus ring in the %s brand', (brand) => {
  it('keeps 3:1 against the light surfaces', () => {
    document.documentElement.dataset.brand = brand;
    for (const surface of ['background', 'surface', 'surface-sunken', 'secondary']) {
      expect(contrastRatio(token('focus-ring'), token(surface)), surface).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps 3:1 against every dark surface', () => {
    document.documentElement.dataset.brand = brand;
    for (const surface of ['primary', 'fund-1', 'fund-2', 'fund-3', 'fund-4', 'fund-5']) {
      expect(
        contrastRatio(token('focus-ring-on-dark'), token(surface)),
        surface,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(THEMES)(
    'around "Invertir en este fondo" on the banner of fund theme %i',
    async (theme) => {
      document.documentElement.dataset.brand = brand;
      const fund = funds[0]!;
      const screen = await render(
        <div>
          <button type="button">Volver</button>
          <FundHeader
            {...fund}
            theme={theme}
            headingLevel={1}
            returns={[{ period: '12 meses', value: '8.90' }]}
            actions={<Button variant="secondary">Invertir en este fondo</Button>}
          />
        </div>,
      );
      (screen.getByRole('button', { name: 'Volver' }).element() as HTMLElement).focus();
      await userEvent.tab();
      const invest = screen.getByRole('button', { name: 'Invertir en este fondo' });
      await expect.element(invest).toHaveFocus();
      await transitionsEnded();
      const ring = getComputedStyle(invest.element());
      expect(ring.outlineStyle).toBe('solid');
      expect(
        parseFloat(ring.outlineOffset),
        'the ring stands apart from the button',
      ).toBeGreaterThan(0);
      expect(contrastRatio(ring.outlineColor, backdrop(invest.element()))).toBeGreaterThanOrEqual(
        3,
      );
    },
  );
});
