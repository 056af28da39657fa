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
import { Button } from './primitives/Button';
import { DateField } from './screens/shared/DateField';
import { PaymentResultScreen } from './screens/investing/PaymentResultScreen';
import {
  MovementsScreen,
  OrderTrackerDialog,
  emptyMovementFilters,
} from './screens/investing/MovementsScreen';
import {
  sampleFundOptions,
  sampleMovementRows,
  sampleStatusOptions,
  sampleTypeOptions,
} from './screens/investing/MovementsScreen/fixtures';

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

/** Whether an element scrolls sideways on its own (a wide table may: 1.4.10's exception). */
function scrollsOnItsOwn(el: Element): boolean {
  const overflow = getComputedStyle(el).overflowX;
  return overflow === 'auto' || overflow === 'scroll';
}

/** The boxes a word must stay inside: a control, a field's box, a card, a cell. */
const BOXES = 'button, a, [data-slot="field-box"], li, td, th, dd, dt';

/**
 * What sticks out at this text size, as "text (where)": the page scrolling sideways, a line of
 * text beyond the window's edge or beyond the box it belongs to (text inside an element that
 * scrolls on its own excepted, for that element may).
 */
function stickingOut(root: Element): string[] {
  const found: string[] = [];
  const page = document.scrollingElement!;
  if (page.scrollWidth > page.clientWidth + 1)
    found.push(`the page scrolls sideways (${page.scrollWidth} > ${page.clientWidth} px)`);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Words only a screen reader reads (`sr-only`) are clipped to a pixel: nothing to see.
    if (!node.textContent?.trim() || !parent?.checkVisibility() || parent.closest('.sr-only'))
      continue;
    let scroller = false;
    for (let el: Element | null = parent; el && el !== root.parentElement; el = el.parentElement)
      if (scrollsOnItsOwn(el)) scroller = true;
    if (scroller) continue;
    const box = parent.closest(BOXES);
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      const text = node.textContent.trim().slice(0, 40);
      if (r.left < -1 || r.right > window.innerWidth + 1) {
        found.push(`"${text}" (beyond the window)`);
        break;
      }
      const b = box?.getBoundingClientRect();
      if (b && (r.left < b.left - 1 || r.right > b.right + 1)) {
        found.push(`"${text}" (out of its <${box!.tagName.toLowerCase()}>)`);
        break;
      }
    }
  }
  return found;
}

function expectNothingOut(root: Element) {
  const found = stickingOut(root);
  expect(found, `sticking out:\n${found.join('\n')}`).toEqual([]);
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

    it.each([390, 320])(
      'lets a long button label wrap inside a narrow box at %i px',
      async (width) => {
        const screen = await render(
          <div style={{ width: 'min(12rem, 100%)' }} data-testid="box">
            <Button>Intentar con otra tarjeta</Button>
          </div>,
        );
        await doubleTheText(width);
        const box = screen.getByTestId('box').element();
        const button = screen.getByRole('button').element();
        expectNothingOut(box);
        expect(inside(button, box), 'the button lies inside its box').toBe(true);
      },
    );

    it.each([390, 320])('keeps the day, month and year boxes on screen at %i px', async (width) => {
      const screen = await render(
        <DateField
          id="birth"
          label="Fecha de nacimiento"
          hint="Por ejemplo, 14 05 1990"
          value="1990-05-14"
          onValueChange={() => {}}
          birthday
        />,
      );
      await doubleTheText(width);
      const fieldset = screen.container.querySelector('fieldset')!;
      expectNothingOut(fieldset);
      for (const box of fieldset.querySelectorAll('[data-slot="field-box"]')) {
        expect(inside(box, fieldset), 'each box lies inside the field').toBe(true);
        const input = box.querySelector('input')!;
        expect(input.scrollWidth, 'its digits fit its box').toBeLessThanOrEqual(
          input.clientWidth + 1,
        );
      }
    });

    // At 320 px the panel and the alert's margins leave the doubled text about 150 px: the
    // gateway's reason still wraps inside them.
    it.each([1280, 390, 320])(
      "keeps a refused payment's two ways on screen at %i px",
      async (width) => {
        const screen = await render(
          <PaymentResultScreen
            result="declined"
            reason="Tu banco rechazó la operación por fondos insuficientes."
            orderReference="SUS-2026-000412"
            amount="1500.00"
            currency="PEN"
            summary={{ fundName: 'Renta Mixta Soles', seriesLabel: 'Serie A' }}
            tradeDateLabel="martes, 24 de noviembre de 2026"
            movementsHref="/movements"
            onRetry={() => {}}
            onTransfer={() => {}}
          />,
        );
        await doubleTheText(width);
        const result = screen.container.querySelector('[data-slot="payment-result-screen"]')!;
        expectNothingOut(result);
        for (const name of ['Intentar con otra tarjeta', 'Pagar por transferencia']) {
          const button = screen.getByRole('button', { name }).element();
          expect(inside(button, result), name).toBe(true);
        }
      },
    );

    it.each([1280, 390, 320])(
      'keeps every figure of the holdings in its place at %i px',
      async (width) => {
        const screen = await render(
          <Portfolio holdings={sampleHoldings} totals={sampleTotals} pendingOrders={[]} />,
        );
        await doubleTheText(width);
        expectNothingOut(screen.container.querySelector('[data-slot="portfolio"]')!);
      },
    );

    it.each([390, 320])(
      'shows the movements without anything sticking out at %i px',
      async (width) => {
        const screen = await render(
          <MovementsScreen
            investHref="/products/recommended"
            items={sampleMovementRows}
            filters={{ ...emptyMovementFilters, type: 'SUBSCRIPTION' }}
            fundOptions={sampleFundOptions}
            typeOptions={sampleTypeOptions}
            statusOptions={sampleStatusOptions}
            onFilterChange={() => {}}
            onClearFilters={() => {}}
            onDownloadCsv={() => {}}
            hasMore
            onOpenTracker={() => {}}
            onCloseTracker={() => {}}
            onCancelOrder={() => {}}
            TrackerDialog={OrderTrackerDialog}
          />,
        );
        await doubleTheText(width);
        expectNothingOut(screen.container.querySelector('[data-slot="movements-screen"]')!);
      },
    );
  },
);
