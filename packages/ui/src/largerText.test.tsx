/**
 * A customer who doubles the browser's text size (no page zoom: the window keeps its width in
 * CSS pixels) still reads every word inside its box (WCAG 1.4.4 Resize text). Emulated by
 * doubling the root font size, as a larger default text size does for everything in rem.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import './styles.css';
import { nextFrame, setDefaultFontSize } from '../test/emulation';
import { FundCard } from './composites/FundCard';
import { funds } from './composites/FundCard/fixtures';
import { Portfolio } from './composites/Portfolio';
import { sampleHoldings, samplePendingOrders, sampleTotals } from './composites/Portfolio/fixtures';
import { AuthLayout } from './screens/auth/AuthLayout';

/**
 * Two ways a customer doubles the text: a root font size of 200 % (what text-only zoom does;
 * media queries keep their widths) or the browser's default font size at 32 px (media queries
 * in rem grow with it).
 */
type Enlargement = 'root font size' | 'default font size';
let enlargement: Enlargement = 'root font size';

async function doubleTheText(width: number) {
  if (enlargement === 'root font size') document.documentElement.style.fontSize = '200%';
  else await setDefaultFontSize(32);
  await page.viewport(width, 1000);
  await document.fonts.ready;
  await nextFrame();
  expect(getComputedStyle(document.documentElement).fontSize, 'text doubled').toBe('32px');
}

afterEach(async () => {
  document.documentElement.style.fontSize = '';
  await setDefaultFontSize(16);
  await page.viewport(1280, 1000);
});

/** Whether `inner` lies inside `outer`'s box, to the pixel. */
function inside(inner: Element, outer: Element): boolean {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return (
    a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1
  );
}

/** Whether every line of text in `el` is painted inside `box` (text can overflow its element). */
function textInside(el: Element, box: Element): boolean {
  const b = box.getBoundingClientRect();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      if (
        r.left < b.left - 1 ||
        r.right > b.right + 1 ||
        r.top < b.top - 1 ||
        r.bottom > b.bottom + 1
      )
        return false;
    }
  }
  return true;
}

/** The number of lines a block of text takes. */
function lines(el: Element): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
  return tops.size;
}

describe.each<Enlargement>(['root font size', 'default font size'])(
  'with the %s doubled',
  (how) => {
    beforeEach(() => {
      enlargement = how;
    });

    it.each([1280, 390])(
      'keeps each order in process readable and its link inside its row at %i px',
      async (width) => {
        const screen = await render(
          <Portfolio
            holdings={sampleHoldings}
            totals={sampleTotals}
            pendingOrders={samplePendingOrders}
          />,
        );
        await doubleTheText(width);
        const list = screen.getByRole('region', { name: 'Órdenes en proceso' }).element();
        const rows = [...list.querySelectorAll('li')];
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          const order = samplePendingOrders[rows.indexOf(row)]!;
          const name = [...row.querySelectorAll('p')].find(
            (p) => p.textContent === order.fundName,
          )!;
          // "Crecimiento Dólares" takes a line or two, never a letter per line: no word breaks.
          expect(lines(name), order.fundName).toBeLessThanOrEqual(order.fundName.split(' ').length);
          expect(
            row.scrollWidth,
            `${order.fundName}: nothing sticks out of the row`,
          ).toBeLessThanOrEqual(row.clientWidth);
          const link = [...row.querySelectorAll('a')].find((a) =>
            a.textContent?.startsWith('Ver seguimiento'),
          );
          if (link) expect(inside(link, row), `"Ver seguimiento" of ${order.fundName}`).toBe(true);
        }
      },
    );

    it("shows a fund card's whole risk label", async () => {
      // A card as wide as in the list of funds, three to a row in a 1280 px window.
      const screen = await render(
        <div style={{ width: 370 }}>
          <FundCard {...funds[2]!} theme={3} href="#" actionLabel="Ver detalle" />
        </div>,
      );
      await doubleTheText(1280);
      const card = screen.container.querySelector('[data-slot="fund-card"]')!;
      const risk = card.querySelector('[data-slot="risk-scale"]')!;
      expect(risk.textContent).toContain('Moderado');
      expect(inside(risk, card), 'the risk label lies inside the card').toBe(true);
      expect(inside(risk, risk.closest('dd')!), 'and inside its own cell').toBe(true);
      for (const cell of card.querySelectorAll('dd, dt')) {
        expect(cell.scrollWidth, cell.textContent ?? '').toBeLessThanOrEqual(cell.clientWidth + 1);
      }
    });

    it("keeps the side panel's white text on its dark background", async () => {
      const screen = await render(
        <AuthLayout title="Te damos la bienvenida" description="Ingresa a tu cuenta.">
          <p>Formulario</p>
        </AuthLayout>,
      );
      await doubleTheText(1280);
      const panel = screen.container.querySelector('[data-slot="auth-aside"]')!;
      const texts = [...panel.querySelectorAll('p, li')].filter((el) => el.checkVisibility());
      for (const text of texts) {
        expect(textInside(text, panel), text.textContent ?? '').toBe(true);
      }
      // The card beside it keeps a readable width too.
      const card = screen.container.querySelector('[data-slot="auth-card"]')!;
      expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    });
  },
);
