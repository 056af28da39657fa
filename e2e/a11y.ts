import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The WCAG 2.2 AA checks axe cannot make, run by `checkScreen` on every screen a test visits.
 * Each finding names the screen, the criterion and the element, so a failure reads as what a
 * customer would run into:
 *
 * - 1.4.10 Reflow: at 320 × 640 nothing scrolls sideways or sticks out of the screen, except
 *   inside an element that scrolls on its own (a data table, a chart).
 * - 1.4.12 Text spacing: with line height 1.5, letter spacing 0.12 em, word spacing 0.16 em and
 *   paragraph spacing 2 em forced, no visible text is clipped or overlaps other text.
 * - 2.4.7 Focus visible and 2.4.11 Focus not obscured: tabbing through the page, every focused
 *   element looks different from its unfocused self and is not hidden behind something fixed;
 *   tabbing back from the end (Shift+Tab), none is hidden either.
 * - Pinned layers (1.4.10 for text, 2.4.11 for controls): at 390 and 320 px nothing fixed or
 *   sticky (a chat button, the header, the tab bar) covers text or a control, when the page
 *   first shows or once it is scrolled to any of them from above or below.
 * - 2.5.8 Target size: every pointer target is 24 × 24 px, or spaced as the criterion allows,
 *   or a link inside a sentence.
 * - 1.3.5 Input purpose and 3.3.8 Accessible authentication: personal fields carry their
 *   autocomplete token (except fields about another person, marked `data-person="other"`);
 *   pasting into password and code fields is not blocked.
 * - Forced colours: focus outlines and the borders of fields and buttons stay visible (with
 *   E2E_SCREENSHOTS=1 a screenshot per screen goes to the report).
 * - Reduced motion: with `prefers-reduced-motion: reduce` no transition or animation lasts
 *   longer than a blink.
 */

/**
 * `E2E_SCREENSHOTS=1` attaches to the report a full-page screenshot of every screen checked, and
 * its forced-colours rendering, for a person to look through. A run without it (CI) saves those
 * captures, the costliest part of a screen check; a failing test still gets its screenshot.
 */
export const ATTACH_SCREENSHOTS = process.env['E2E_SCREENSHOTS'] === '1';

const DESKTOP = { width: 1280, height: 900 };
const REFLOW = { width: 320, height: 640 };
const PHONE = { width: 390, height: 844 };
/** Longest transition or animation allowed when the customer asks for reduced motion. */
const BLINK_SECONDS = 0.1;
const MAX_TAB_STOPS = 40;

export interface Finding {
  criterion: string;
  element: string;
  detail: string;
}

/** The autocomplete tokens each kind of personal field must carry, by field name. */
const INPUT_PURPOSE: [RegExp, string[]][] = [
  [/^(email|correo)$/i, ['email', 'username']],
  [/^(phone|phone_number|celular|mobile)$/i, ['tel', 'tel-national']],
  [/^(name|names|first_?name|nombres?)$/i, ['given-name', 'name']],
  [/^(last_?name|lastname|apellidos?)$/i, ['family-name']],
  [/^(birth_?date|birthday|fecha_nacimiento)$/i, ['bday']],
  [/^(address|direccion)$/i, ['street-address', 'address-line1']],
  [/^(code|codigo|otp)$/i, ['one-time-code']],
];

/** Installs the in-page helpers the checks share (once per document). */
async function installHelpers(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __a11y?: unknown };
    if (w.__a11y) return;
    const describe = (el: Element): string => {
      const tag = el.tagName.toLowerCase();
      const id = el.id ? `#${el.id}` : '';
      const slot = el.getAttribute('data-slot');
      const role = el.getAttribute('role');
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        '';
      const text = label.replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${tag}${id}${slot ? ` data-slot=${slot}` : ''}${role ? ` role=${role}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    /** Hidden from sight: display none, invisible, or the 1-px screen-reader-only pattern. */
    const hidden = (el: Element): boolean => {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
      for (let n: Element | null = el; n; n = n.parentElement) {
        const style = getComputedStyle(n);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (Number(style.opacity) === 0) return true;
        if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') {
          const r = n.getBoundingClientRect();
          if (r.width <= 1 || r.height <= 1) return true;
        }
        if (style.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
    // A roving-focus container (Radix tabs) is a stop only to hand the focus to its current
    // item at once; the check stops the page's focus handlers, so it skips the container.
    const roving = (el: HTMLElement) =>
      el.matches('[role="tablist"], [role="toolbar"], [role="radiogroup"], [role="menu"]') &&
      el.querySelector('[role="tab"], [role="radio"], [role="menuitem"], button') !== null;
    /** The page's Tab stops in order (it uses no positive tabindex; a radio group is one). */
    const tabStops = (): HTMLElement[] => {
      const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) => el.tabIndex >= 0 && !hidden(el) && !el.closest('[inert]') && !roving(el),
      );
      return all.filter(
        (el) =>
          !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.name) ||
          !all.some((o) => o instanceof HTMLInputElement && o.name === el.name && o.checked),
      );
    };
    /** What pinned to the screen (fixed or sticky) is drawn over a point of `el`, if anything. */
    const coveredBy = (el: Element, x: number, y: number): Element | null => {
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return document.body;
      const top = document.elementFromPoint(x, y);
      if (!top || el.contains(top) || top.contains(el)) return null;
      for (let n: Element | null = top; n; n = n.parentElement) {
        const position = getComputedStyle(n).position;
        if (position === 'fixed' || position === 'sticky') return n;
      }
      return null;
    };
    /** 2.4.11: the focused element is entirely hidden (centre and four corners covered). */
    const obscuredBy = (el: Element): Element | null => {
      const rect = el.getBoundingClientRect();
      const points = [
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
        [rect.left + 2, rect.top + 2],
        [rect.right - 2, rect.top + 2],
        [rect.left + 2, rect.bottom - 2],
        [rect.right - 2, rect.bottom - 2],
      ];
      const covers = points.map(([x, y]) => coveredBy(el, x!, y!));
      return covers.every(Boolean) ? covers[0]! : null;
    };
    w.__a11y = { describe, hidden, tabStops, obscuredBy };
  });
}

type Helpers = {
  describe: (el: Element) => string;
  hidden: (el: Element) => boolean;
  tabStops: () => HTMLElement[];
  obscuredBy: (el: Element) => Element | null;
};

async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 30))),
      ),
  );
}

/** 1.4.10: nothing wider than 320 px outside an element that scrolls on its own. */
export async function reflow(page: Page): Promise<Finding[]> {
  await page.setViewportSize(REFLOW);
  await settle(page);
  await installHelpers(page);
  return page.evaluate(() => {
    const { describe, hidden } = (window as unknown as { __a11y: Helpers }).__a11y;
    const root = document.documentElement;
    const width = root.clientWidth;
    const findings: { criterion: string; element: string; detail: string }[] = [];
    const scrollsOnItsOwn = (el: Element): boolean => {
      for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
        const overflowX = getComputedStyle(n).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    // Decoration cut off by a box that fits the screen (a pattern behind a header) is no loss.
    const clippedDecoration = (el: Element): boolean => {
      if ((el.textContent ?? '').trim()) return false;
      for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
        const style = getComputedStyle(n);
        const rect = n.getBoundingClientRect();
        if (/hidden|clip/.test(style.overflowX) && rect.left >= -1 && rect.right <= width + 1)
          return true;
      }
      return false;
    };
    const offenders = [...document.body.querySelectorAll('*')].filter((el) => {
      const rect = el.getBoundingClientRect();
      if (rect.right <= width + 1 && rect.left >= -1) return false;
      return !hidden(el) && !scrollsOnItsOwn(el) && !clippedDecoration(el);
    });
    // The outermost offenders only: their children stick out because they do.
    for (const el of offenders) {
      if (el.parentElement && offenders.includes(el.parentElement)) continue;
      const rect = el.getBoundingClientRect();
      findings.push({
        criterion: '1.4.10 Reflow',
        element: describe(el),
        detail: `spans ${Math.round(rect.left)}–${Math.round(rect.right)} px on a ${width} px screen`,
      });
    }
    if (root.scrollWidth > width + 1 && findings.length === 0) {
      findings.push({
        criterion: '1.4.10 Reflow',
        element: '<html>',
        detail: `the page scrolls sideways: ${root.scrollWidth} px on a ${width} px screen`,
      });
    }
    return findings.slice(0, 8);
  });
}

/** 1.4.12: the spacing a reader may force clips or overlaps no visible text. */
export async function textSpacing(page: Page): Promise<Finding[]> {
  await installHelpers(page);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'a11y-text-spacing';
    style.textContent = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
    document.head.append(style);
    // From the top: scrolled, text under the header can meet what sits fixed above the screen
    // (the skip link waits there until it is focused), which no reader ever sees together.
    window.scrollTo(0, 0);
  });
  await settle(page);
  const findings = await page.evaluate(() => {
    const { describe, hidden } = (window as unknown as { __a11y: Helpers }).__a11y;
    const found: { criterion: string; element: string; detail: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const lines: { el: Element; rects: DOMRect[] }[] = [];
    const clipping = new Map<Element, { x: boolean; y: boolean }>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const el = node.parentElement;
      if (!el || hidden(el) || el.closest('script, style, svg, [aria-hidden="true"] svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const all = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (!all.length) continue;
      // Text scrolled out of a box that scrolls by itself (a long table) is not drawn there.
      const rects = all.filter((r) => {
        for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
          const style = getComputedStyle(n);
          const scrolls = /(auto|scroll)/.test(style.overflowX + style.overflowY);
          if (!scrolls) continue;
          const box = n.getBoundingClientRect();
          if (
            r.bottom <= box.top ||
            r.top >= box.bottom ||
            r.right <= box.left ||
            r.left >= box.right
          )
            return false;
        }
        return true;
      });
      if (!rects.length) continue;
      lines.push({ el, rects });
      // Clipped: an ancestor that hides its overflow cuts the text off.
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
        let clips = clipping.get(n);
        if (!clips) {
          const style = getComputedStyle(n);
          clips = {
            x: style.overflowX === 'hidden' || style.overflowX === 'clip',
            y: style.overflowY === 'hidden' || style.overflowY === 'clip',
          };
          clipping.set(n, clips);
        }
        const clipsX = clips.x;
        const clipsY = clips.y;
        if (!clipsX && !clipsY) continue;
        const box = n.getBoundingClientRect();
        const cut = rects.some(
          (r) =>
            (clipsX && (r.left < box.left - 1 || r.right > box.right + 1)) ||
            (clipsY && (r.top < box.top - 1 || r.bottom > box.bottom + 1)),
        );
        if (cut) {
          found.push({
            criterion: '1.4.12 Text spacing',
            element: describe(el),
            detail: `its text is cut off by ${describe(n)}`,
          });
          break;
        }
      }
    }
    // A header or bar that stays put while the page scrolls covers whatever scrolled under it:
    // that is where the reader scrolled, not text drawn over text.
    const pinned = new Map<Element, boolean>();
    const isPinned = (el: Element): boolean => {
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
        let known = pinned.get(n);
        if (known === undefined) {
          const position = getComputedStyle(n).position;
          known = position === 'fixed' || position === 'sticky';
          pinned.set(n, known);
        }
        if (known) return true;
      }
      return false;
    };
    // Overlapping: two pieces of text, neither inside the other, drawn on the same spot.
    for (let i = 0; i < lines.length; i += 1) {
      for (let j = i + 1; j < lines.length; j += 1) {
        const a = lines[i]!;
        const b = lines[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (isPinned(a.el) !== isPinned(b.el)) continue;
        const overlap = a.rects.some((r) =>
          b.rects.some((s) => {
            const x = Math.min(r.right, s.right) - Math.max(r.left, s.left);
            const y = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
            return x > 2 && y > 2;
          }),
        );
        if (overlap) {
          found.push({
            criterion: '1.4.12 Text spacing',
            element: describe(a.el),
            detail: `its text overlaps ${describe(b.el)}`,
          });
        }
      }
    }
    return found.slice(0, 8);
  });
  await page.evaluate(() => document.getElementById('a11y-text-spacing')?.remove());
  await settle(page);
  return findings;
}

/**
 * 2.4.7 and 2.4.11: every Tab stop shows its focus and is not hidden behind something fixed.
 * The first stop is reached with the Tab key (so focus is shown as for a keyboard user); the
 * others are focused in tab order within the page, in one pass. Then every stop again from the
 * end of the page backwards, as Shift+Tab reaches them (2.4.11 only): `focus()` scrolls exactly
 * as the key does.
 */
export async function focusWalk(page: Page): Promise<Finding[]> {
  await installHelpers(page);
  // Focus and blur below are the check's own: the page's handlers must not react to them (a
  // field checked on blur would show an error the customer never caused).
  const restore = await page.evaluate(() => {
    const stop = (event: Event) => event.stopImmediatePropagation();
    const w = window as unknown as { __a11yStop?: (event: Event) => void };
    w.__a11yStop = stop;
    for (const type of ['focus', 'blur', 'focusin', 'focusout'])
      window.addEventListener(type, stop, true);
    const active = document.activeElement;
    (active as HTMLElement | null)?.blur?.();
    active?.setAttribute('data-a11y-was-active', '');
    // Tab from the top of the page: focusing a first element moves the starting point there.
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'a11y-start';
    document.body.prepend(start);
    window.scrollTo(0, 0);
    start.focus();
    return Boolean(active && active !== document.body);
  });
  const findings: Finding[] = [];
  try {
    await page.keyboard.press('Tab');
    const stops = await page.evaluate((max) => {
      document.getElementById('a11y-start')?.remove();
      const { describe, tabStops, obscuredBy } = (window as unknown as { __a11y: Helpers }).__a11y;
      const first = document.activeElement;
      if (!first || first === document.body) return [];
      const order = tabStops();
      const from = Math.max(0, order.indexOf(first as HTMLElement));
      const look = (el: Element) => {
        const parts: string[] = [];
        for (let n: Element | null = el, d = 0; n && d < 3; n = n.parentElement, d += 1) {
          for (const pseudo of [null, '::before', '::after']) {
            const c = getComputedStyle(n, pseudo);
            parts.push(
              [
                c.outlineStyle,
                c.outlineWidth,
                c.outlineColor,
                c.boxShadow,
                c.borderTopColor,
                c.borderTopWidth,
                c.backgroundColor,
                c.color,
                c.textDecorationLine,
                pseudo ? c.content : '',
              ].join('|'),
            );
          }
        }
        return parts.join('/');
      };
      return order.slice(from, from + max).map((el, index) => {
        el.focus();
        const rect = el.getBoundingClientRect();
        const obscurer = obscuredBy(el);
        // How it looks, in the properties a focus indicator uses, on itself and the two boxes
        // around it (a field's box draws the ring of its input), focused and after a blur.
        const focusedLook = look(el);
        el.blur();
        const styled = focusedLook !== look(el);
        el.setAttribute('data-a11y-stop', String(index));
        return {
          index,
          element: describe(el),
          obscuredBy: obscurer ? describe(obscurer) : null,
          styled,
          clip: {
            x: Math.max(0, rect.left - 6),
            y: Math.max(0, rect.top - 6),
            width: Math.min(innerWidth, rect.right + 6) - Math.max(0, rect.left - 6),
            height: Math.min(innerHeight, rect.bottom + 6) - Math.max(0, rect.top - 6),
          },
        };
      });
    }, MAX_TAB_STOPS);
    for (const stop of stops) {
      if (stop.obscuredBy) {
        findings.push({
          criterion: '2.4.11 Focus not obscured',
          element: stop.element,
          detail: `hidden behind ${stop.obscuredBy} when focused`,
        });
      }
      if (stop.styled) continue;
      // No style tells focus apart: compare how the spot looks, focused and not.
      const clip = await page.evaluate((index) => {
        const el = document.querySelector<HTMLElement>(`[data-a11y-stop="${index}"]`)!;
        el.focus();
        const r = el.getBoundingClientRect();
        return {
          x: Math.max(0, r.left - 6),
          y: Math.max(0, r.top - 6),
          width: Math.min(innerWidth, r.right + 6) - Math.max(0, r.left - 6),
          height: Math.min(innerHeight, r.bottom + 6) - Math.max(0, r.top - 6),
        };
      }, stop.index);
      if (clip.width < 1 || clip.height < 1) {
        findings.push({
          criterion: '2.4.7 Focus visible',
          element: stop.element,
          detail: 'focused while off screen',
        });
        continue;
      }
      const options = { clip, caret: 'hide', animations: 'disabled' } as const;
      const focused = await page.screenshot(options);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const unfocused = await page.screenshot(options);
      if (focused.equals(unfocused)) {
        findings.push({
          criterion: '2.4.7 Focus visible',
          element: stop.element,
          detail: 'looks the same focused and unfocused',
        });
      }
    }
    // Backwards, as Shift+Tab from the end of the page: the browser brings each stop in at the
    // top of the window, where a sticky header can hide it (forwards it comes in at the bottom).
    const backwards = await page.evaluate(() => {
      const { describe, tabStops, obscuredBy } = (window as unknown as { __a11y: Helpers }).__a11y;
      window.scrollTo(0, document.documentElement.scrollHeight);
      const found: { element: string; obscuredBy: string }[] = [];
      for (const el of tabStops().reverse()) {
        el.focus();
        const obscurer = obscuredBy(el);
        if (obscurer) found.push({ element: describe(el), obscuredBy: describe(obscurer) });
      }
      return found;
    });
    for (const stop of backwards) {
      if (findings.some((f) => f.criterion.startsWith('2.4.11') && f.element === stop.element))
        continue;
      findings.push({
        criterion: '2.4.11 Focus not obscured',
        element: stop.element,
        detail: `hidden behind ${stop.obscuredBy} when reached with Shift+Tab`,
      });
    }
  } finally {
    await page.evaluate((refocus) => {
      document.getElementById('a11y-start')?.remove();
      document
        .querySelectorAll('[data-a11y-stop]')
        .forEach((el) => el.removeAttribute('data-a11y-stop'));
      (document.activeElement as HTMLElement | null)?.blur?.();
      const was = document.querySelector('[data-a11y-was-active]') as HTMLElement | null;
      was?.removeAttribute('data-a11y-was-active');
      if (refocus) was?.focus();
      const w = window as unknown as { __a11yStop?: (event: Event) => void };
      for (const type of ['focus', 'blur', 'focusin', 'focusout'])
        window.removeEventListener(type, w.__a11yStop!, true);
      window.scrollTo(0, 0);
    }, restore);
  }
  return findings;
}

/**
 * Nothing pinned to the screen (position fixed, or sticky to the page) covers the page's text
 * or controls: not when the page first shows, and not once the page is scrolled to any of them,
 * from above or from below. A bar along the top or bottom edge only cuts the first screen short
 * (what runs under it is further down the page); anything else pinned must sit on nothing.
 * Scrolled to an element, the browser brings it to the nearest edge of the window less the
 * page's scroll padding, as for a focused element coming in (its worst case). Geometry only, in
 * one pass in the page and without scrolling it, so it costs little on every screen.
 */
export async function pinnedLayers(page: Page): Promise<Finding[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const { describe, hidden } = (window as unknown as { __a11y: Helpers }).__a11y;
    const found: { criterion: string; element: string; detail: string }[] = [];
    // A modal dialog covers the page by design: what is under it is inert until it closes.
    const modal = [
      ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
    ].some((el) => !hidden(el));
    if (modal) return found;
    window.scrollTo(0, 0);
    const root = document.documentElement;
    const width = root.clientWidth;
    const height = innerHeight;
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => {
      let s = styles.get(el);
      if (!s) styles.set(el, (s = getComputedStyle(el)));
      return s;
    };
    type Box = { left: number; top: number; right: number; bottom: number };
    // The layers, outermost only. Sticky inside a box that scrolls on its own (a table's
    // header) is that box's business, not the page's.
    const layers: { el: Element; box: Box; edge: boolean; stickyTop: number | null }[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const position = style(el).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (layers.some((l) => l.el.contains(el)) || hidden(el)) continue;
      let ownScroller = false;
      for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
        if (/(auto|scroll|hidden)/.test(style(n).overflowX + style(n).overflowY))
          ownScroller = true;
      }
      if (position === 'sticky' && ownScroller) continue;
      const r = el.getBoundingClientRect();
      const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      const edge = r.width >= width - 1 && (r.top <= 0.5 || r.bottom >= height - 0.5);
      // A header sticky at `top` lies at its own place in the page until it is reached, then
      // stays at `top`; the page is at its top now, so its place in the page is where it is.
      const top = parseFloat(style(el).top);
      layers.push({ el, box, edge, stickyTop: position === 'sticky' && top >= 0 ? top : null });
    }
    if (!layers.length) return found;
    const layerAt = (layer: (typeof layers)[number], scroll: number): Box => {
      if (layer.stickyTop === null) return layer.box;
      const top = Math.max(layer.stickyTop, layer.box.top - scroll);
      return { ...layer.box, top, bottom: top + (layer.box.bottom - layer.box.top) };
    };
    const inLayer = (el: Element) => layers.some((l) => l.el.contains(el));
    // Boxes that clip what they hold; a box that scrolls on its own (a wide table) brings an
    // element into its view first, as the browser does.
    const clipOf = (el: Element): Element | null => {
      for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
        if (/(auto|scroll|hidden|clip)/.test(style(n).overflowX + style(n).overflowY)) return n;
      }
      return null;
    };
    const fit = (rects: DOMRect[], el: Element): Box[] => {
      // Plain boxes: a DOMRect's sides are getters, which spreading it would lose.
      let out: Box[] = rects.map((r) => ({
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
      }));
      for (let clip = clipOf(el); clip; clip = clipOf(clip)) {
        const c = clip.getBoundingClientRect();
        const s = style(clip);
        const union = {
          left: Math.min(...out.map((r) => r.left)),
          right: Math.max(...out.map((r) => r.right)),
          top: Math.min(...out.map((r) => r.top)),
          bottom: Math.max(...out.map((r) => r.bottom)),
        };
        let dx = 0;
        let dy = 0;
        if (/(auto|scroll)/.test(s.overflowX)) {
          if (union.right > c.right) dx = Math.max(c.right - union.right, c.left - union.left);
          else if (union.left < c.left) dx = c.left - union.left;
        }
        if (/(auto|scroll)/.test(s.overflowY)) {
          if (union.bottom > c.bottom) dy = Math.max(c.bottom - union.bottom, c.top - union.top);
          else if (union.top < c.top) dy = c.top - union.top;
        }
        out = out
          .map((r) => ({
            left: Math.max(r.left + dx, c.left),
            right: Math.min(r.right + dx, c.right),
            top: Math.max(r.top + dy, c.top),
            bottom: Math.min(r.bottom + dy, c.bottom),
          }))
          .filter((r) => r.right - r.left > 1 && r.bottom - r.top > 1);
        if (!out.length) return out;
      }
      return out;
    };
    // What a customer reads or operates: each piece of text (its lines) and each Tab stop,
    // with the box the browser scrolls into view to show it (its anchor).
    const items: { el: Element; rects: Box[]; anchor?: Box; control: boolean }[] = [];
    const seen = new Map<Element, boolean>();
    const shown = (el: Element) => {
      let ok = seen.get(el);
      if (ok === undefined) {
        ok = !hidden(el) && !inLayer(el) && !el.closest('script, style, svg, [inert]');
        seen.set(el, ok);
      }
      return ok;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = fit(
        [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1),
        el,
      );
      if (rects.length) items.push({ el, rects, control: false });
    }
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    // The box the browser scrolls into view: the element's, grown by its scroll margin.
    const anchorOf = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      const margin = (side: string) => parseFloat(style(el).getPropertyValue(side)) || 0;
      return {
        left: r.left,
        right: r.right,
        top: r.top - margin('scroll-margin-top'),
        bottom: r.bottom + margin('scroll-margin-bottom'),
      };
    };
    for (const el of document.body.querySelectorAll(selector)) {
      if (shown(el)) {
        const rects = fit([el.getBoundingClientRect()], el);
        if (rects.length) items.push({ el, rects, anchor: anchorOf(el), control: true });
        continue;
      }
      // A field hidden to the eye and shown by its label (a file picker drawn as a button, a
      // radio drawn as a card): the browser scrolls the field in, and what its label says is
      // what must be seen.
      const labels = [...((el as HTMLInputElement).labels ?? [])].filter((l) => shown(l));
      if (!labels.length || !el.getClientRects().length || el.closest('[inert]')) continue;
      // The label that draws the control is the one where the field is (a caption above a
      // drop zone is another label of the same field, like any field's caption).
      const at = el.getBoundingClientRect();
      const distance = (label: Element) => {
        const r = label.getBoundingClientRect();
        return Math.max(0, r.top - at.bottom, at.top - r.bottom);
      };
      const drawn = labels.reduce((a, b) => (distance(b) < distance(a) ? b : a));
      const rects = [drawn].flatMap((label) => {
        const lines: Box[] = [];
        const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if (!node.textContent?.trim() || !shown(node.parentElement!)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const all = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
          lines.push(...fit(all, node.parentElement!));
        }
        return lines;
      });
      if (rects.length) items.push({ el: drawn, rects, anchor: anchorOf(el), control: true });
    }
    const overlaps = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const padding = (value: string) => (value.endsWith('px') ? parseFloat(value) : 0);
    const padTop = padding(style(root).scrollPaddingTop);
    const padBottom = padding(style(root).scrollPaddingBottom);
    const maxScroll = Math.max(0, root.scrollHeight - height);
    const clamp = (v: number) => Math.min(maxScroll, Math.max(0, v));
    // A few examples of each layer over each situation tell what is wrong; a bar without
    // scroll padding would list every row of the page.
    const reported = new Set<string>();
    const examples = new Map<string, number>();
    const report = (el: Element, control: boolean, layer: Element, when: string) => {
      const key = `${describe(el)}|${describe(layer)}`;
      const group = `${describe(layer)}|${when}`;
      if (reported.has(key) || (examples.get(group) ?? 0) >= 3) return;
      reported.add(key);
      examples.set(group, (examples.get(group) ?? 0) + 1);
      found.push({
        criterion: control ? '2.4.11 Focus not obscured' : '1.4.10 Reflow',
        element: describe(el),
        detail: `covered by ${describe(layer)} ${when} at ${width} px`,
      });
    };
    for (const { el, rects, anchor, control } of items) {
      const top = Math.min(...rects.map((r) => r.top), anchor?.top ?? Infinity);
      const bottom = Math.max(...rects.map((r) => r.bottom), anchor?.bottom ?? -Infinity);
      // When the page first shows: what floats over the first screen.
      if (Math.min(...rects.map((r) => r.top)) < height) {
        const layer = layers.find((l) => !l.edge && rects.some((r) => overlaps(r, l.box)));
        if (layer) report(el, control, layer.el, 'when the page first shows');
      }
      // Scrolled to it from above (it comes in at the bottom) and from below (at the top).
      if (bottom - top > height - padTop - padBottom) continue;
      const at = anchor ?? { top, bottom };
      for (const [scroll, when] of [
        [clamp(at.bottom - (height - padBottom)), 'once scrolled to from above'],
        [clamp(at.top - padTop), 'once scrolled to from below'],
      ] as const) {
        const layer = layers.find((l) => {
          const box = layerAt(l, scroll);
          return rects.some((r) =>
            overlaps({ ...r, top: r.top - scroll, bottom: r.bottom - scroll }, box),
          );
        });
        if (layer) report(el, control, layer.el, when);
      }
    }
    return found.slice(0, 12);
  });
}

/** 2.5.8: pointer targets of 24 × 24 px, or spaced, or inline in a sentence. */
export async function targetSize(page: Page): Promise<Finding[]> {
  await installHelpers(page);
  return page.evaluate(() => {
    const { describe, hidden } = (window as unknown as { __a11y: Helpers }).__a11y;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"]';
    const targets = [...document.querySelectorAll(selector)].filter(
      (el) => !hidden(el) && !(el as HTMLButtonElement).disabled,
    );
    const rects = targets.map((el) => el.getBoundingClientRect());
    // A target pinned to the screen (the tab bar, the chat button) meets the page's own targets
    // only at some scroll positions: which ones it touches depends on how far the page is
    // scrolled, not on its layout. Spacing is checked within each layer; a control that scrolls
    // under a pinned one is 2.4.11's concern when it has the focus (focusWalk).
    const pinned = targets.map((el) => {
      for (let n: Element | null = el; n; n = n.parentElement) {
        const position = getComputedStyle(n).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    });
    const found: { criterion: string; element: string; detail: string }[] = [];
    targets.forEach((el, i) => {
      const r = rects[i]!;
      if (r.width >= 23.5 && r.height >= 23.5) return;
      // Inline: a link inside a sentence.
      if (getComputedStyle(el).display === 'inline') {
        const text = el.parentElement?.textContent ?? '';
        if (text.trim().length > (el.textContent ?? '').trim().length) return;
      }
      // The control of a label that is itself a target of at least 24 px (a checkbox).
      const label = (el as HTMLInputElement).labels?.[0];
      if (label) {
        const l = label.getBoundingClientRect();
        if (l.height >= 23.5 && l.width >= 23.5) return;
      }
      // Spacing: a 24-px circle on its centre touches no other target.
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const clear = rects.every((o, j) => {
        if (j === i || pinned[j] !== pinned[i]) return true;
        if (targets[j]!.contains(el) || el.contains(targets[j]!)) return true;
        const nx = Math.max(o.left, Math.min(cx, o.right));
        const ny = Math.max(o.top, Math.min(cy, o.bottom));
        return Math.hypot(nx - cx, ny - cy) >= 12;
      });
      if (clear) return;
      found.push({
        criterion: '2.5.8 Target size',
        element: describe(el),
        detail: `${Math.round(r.width)} × ${Math.round(r.height)} px, too close to another target`,
      });
    });
    return found;
  });
}

/** 1.3.5 and 3.3.8: autocomplete tokens of personal fields; paste not blocked. */
export async function inputPurpose(page: Page): Promise<Finding[]> {
  await installHelpers(page);
  const fields = await page.evaluate(() => {
    const { describe, hidden } = (window as unknown as { __a11y: Helpers }).__a11y;
    return [...document.querySelectorAll('input, select, textarea')]
      .filter((el) => !hidden(el) && (el as HTMLInputElement).type !== 'hidden')
      .map((el, index) => {
        el.setAttribute('data-a11y-field', String(index));
        const input = el as HTMLInputElement;
        return {
          index,
          element: describe(el),
          name: input.name,
          type: input.type,
          autocomplete: (input.getAttribute('autocomplete') ?? '').trim().split(/\s+/).pop() ?? '',
          group: el.closest('[role="group"]') ? describe(el.closest('[role="group"]')!) : null,
          // 1.3.5 covers data about the customer; a spouse's name is someone else's.
          aboutSomeoneElse: el.closest('[data-person="other"]') !== null,
        };
      });
  });
  const findings: Finding[] = [];
  const groups = new Map<string, string[]>();
  for (const field of fields) {
    if (field.group && /^(text|tel|number)$/.test(field.type) && !field.name) {
      groups.set(field.group, [...(groups.get(field.group) ?? []), field.autocomplete]);
      continue;
    }
    if (field.type === 'password') {
      if (!['current-password', 'new-password'].includes(field.autocomplete)) {
        findings.push({
          criterion: '1.3.5 Input purpose',
          element: field.element,
          detail: `a password field with autocomplete "${field.autocomplete}" (current-password or new-password)`,
        });
      }
      continue;
    }
    if (field.aboutSomeoneElse) continue;
    const purpose = INPUT_PURPOSE.find(([pattern]) => pattern.test(field.name));
    if (purpose && !purpose[1].includes(field.autocomplete)) {
      findings.push({
        criterion: '1.3.5 Input purpose',
        element: field.element,
        detail: `autocomplete "${field.autocomplete}" where ${purpose[1].join(' or ')} is expected`,
      });
    }
  }
  // A code typed one digit per box: its first box offers the code received (one-time-code).
  for (const [group, tokens] of groups) {
    if (tokens.length >= 4 && tokens[0] !== 'one-time-code') {
      findings.push({
        criterion: '1.3.5 Input purpose',
        element: group,
        detail: `its first box has autocomplete "${tokens[0]}" (one-time-code)`,
      });
    }
  }
  // Paste: the page must not cancel it (a customer pastes from a password manager or a mail).
  const blocked = await page.evaluate(async () => {
    const { describe } = (window as unknown as { __a11y: Helpers }).__a11y;
    const out: string[] = [];
    // A code typed one digit per box takes the pasted code over its boxes; that changes what
    // the screen holds, so the journeys paste real codes into it (pasteCode) instead.
    const candidates = [
      ...document.querySelectorAll<HTMLInputElement>(
        'input[type="password"], input[autocomplete="one-time-code"]',
      ),
    ].filter((input) => {
      if (input.type === 'password') return true;
      const group = input.closest('fieldset, [role="group"]');
      return !group || group.querySelectorAll('input').length === 1;
    });
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const input of candidates) {
      const group = input.closest('[role="group"]');
      const boxes = group ? [...group.querySelectorAll('input')] : [input];
      const before = boxes.map((b) => b.value);
      const data = new DataTransfer();
      data.setData('text/plain', input.type === 'password' ? 'Pegado-2047' : '123456');
      const event = new ClipboardEvent('paste', {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      });
      input.dispatchEvent(event);
      // The page's own handling (a code split over its boxes) renders in the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const changed = boxes.some((b, i) => b.value !== before[i]);
      // Cancelled without taking the text itself: the paste was blocked.
      if (event.defaultPrevented && !changed) out.push(describe(input));
      // Put back what the check changed, through the events the page listens to.
      for (const [i, b] of boxes.entries()) {
        if (b.value === before[i]) continue;
        setter.call(b, before[i]);
        b.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    }
    return out;
  });
  for (const element of blocked) {
    findings.push({
      criterion: '3.3.8 Accessible authentication',
      element,
      detail: 'pasting into it is blocked',
    });
  }
  return findings;
}

/** Forced colours: outlines and the edges of fields and buttons stay visible. */
export async function forcedColours(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<Finding[]> {
  await page.emulateMedia({ forcedColors: 'active' });
  await settle(page);
  if (ATTACH_SCREENSHOTS) {
    await testInfo.attach(`${name}-forced-colors.png`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
  await installHelpers(page);
  const findings = await page.evaluate(() => {
    const { describe, hidden } = (window as unknown as { __a11y: Helpers }).__a11y;
    const found: { criterion: string; element: string; detail: string }[] = [];
    const edged = (el: Element): boolean => {
      for (let n: Element | null = el, depth = 0; n && depth < 3; n = n.parentElement, depth += 1) {
        const s = getComputedStyle(n);
        const border = ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) =>
            s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
            parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        );
        if (border) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll(
      'button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea',
    );
    for (const el of controls) {
      if (hidden(el)) continue;
      // A link-styled button has no box to show.
      const style = getComputedStyle(el);
      if (el.tagName === 'BUTTON' && style.textDecorationLine.includes('underline')) continue;
      if (el.closest('[data-slot="field-box"]') && edged(el.closest('[data-slot="field-box"]')!))
        continue;
      // A control drawn by a bordered shape inside it (a stepper's numbered circle) keeps
      // that shape's edge in forced colours.
      const drawnInside = [...el.querySelectorAll('*')].some((child) => {
        const s = getComputedStyle(child);
        return (
          !hidden(child) &&
          ['top', 'right', 'bottom', 'left'].every(
            (side) =>
              s.getPropertyValue(`border-${side}-style`) !== 'none' &&
              parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0,
          )
        );
      });
      if (!edged(el) && !drawnInside) {
        found.push({
          criterion: 'Forced colours (1.4.11 Non-text contrast)',
          element: describe(el),
          detail: 'has no border, so its edge disappears in forced colours',
        });
      }
    }
    // A step's state survives forced colours: the current step of a stepper differs from the
    // others by an edge, an outline or an icon (colours and shadows are gone), not by colour.
    const look = (item: Element) =>
      [item, ...item.querySelectorAll('*')]
        .filter((el) => !hidden(el))
        .map((el) => {
          const s = getComputedStyle(el);
          const edge = `${s.borderTopStyle} ${s.borderTopWidth}`;
          const outline =
            s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`;
          return `${el.tagName}:${edge}/${outline}/${s.textDecorationLine}`;
        })
        .join(';');
    for (const current of document.querySelectorAll('[aria-current="step"]')) {
      const item = current.closest('li') ?? current;
      const others = item.parentElement ? [...item.parentElement.children] : [];
      const same = others.find((other) => other !== item && look(other) === look(item));
      if (same) {
        found.push({
          criterion: 'Forced colours (1.4.11 Non-text contrast)',
          element: describe(current),
          detail: `the current step looks like ${describe(same)}: only colour or a shadow told them apart`,
        });
      }
    }
    // Lines of a chart keep a 3:1 contrast with the background forced colours paint.
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'Canvas';
    document.body.append(probe);
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const shapes = document.querySelectorAll(
      '[role="img"] :is(path, line, polyline, circle, rect), svg[role="img"] :is(path, line, polyline, circle, rect)',
    );
    for (const shape of shapes) {
      const stroke = getComputedStyle(shape).stroke;
      if (!stroke || stroke === 'none' || hidden(shape)) continue;
      const [a, b] = [luminance(stroke), luminance(canvas)].sort((x, y) => y - x);
      const ratio = (a! + 0.05) / (b! + 0.05);
      if (ratio < 3) {
        found.push({
          criterion: 'Forced colours (1.4.11 Non-text contrast)',
          element: describe(shape),
          detail: `its line (${stroke}) has a contrast of ${ratio.toFixed(1)}:1 with the background (${canvas})`,
        });
      }
    }
    return found.slice(0, 8);
  });
  // The first Tab stop's focus indicator survives forced colours (box shadows do not).
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    for (let n: Element | null = el, depth = 0; n && depth < 3; n = n.parentElement, depth += 1) {
      const s = getComputedStyle(n);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return 'ok';
    }
    return (window as unknown as { __a11y: Helpers }).__a11y.describe(el);
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  if (outline && outline !== 'ok') {
    findings.push({
      criterion: 'Forced colours (2.4.7 Focus visible)',
      element: outline,
      detail: 'its focus indicator has no outline, which forced colours keep',
    });
  }
  await page.emulateMedia({ forcedColors: 'none' });
  return findings;
}

/** Reduced motion: nothing moves for longer than a blink. */
export async function reducedMotion(page: Page): Promise<Finding[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installHelpers(page);
  const findings = await page.evaluate((blink) => {
    const { describe } = (window as unknown as { __a11y: Helpers }).__a11y;
    const seconds = (list: string) =>
      Math.max(
        ...list
          .split(',')
          .map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v))),
      );
    const found: { criterion: string; element: string; detail: string }[] = [];
    for (const el of document.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      const transition = s.transitionProperty !== 'none' ? seconds(s.transitionDuration) : 0;
      const animation =
        s.animationName !== 'none'
          ? seconds(s.animationDuration) * (s.animationIterationCount === 'infinite' ? Infinity : 1)
          : 0;
      const longest = Math.max(transition, animation);
      if (longest > blink) {
        found.push({
          criterion: 'Reduced motion (2.3.3)',
          element: describe(el),
          detail: `moves for ${longest === Infinity ? 'ever' : `${longest} s`} with reduced motion asked for`,
        });
      }
    }
    return found.slice(0, 5);
  }, BLINK_SECONDS);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return findings;
}

/**
 * Runs every check on the screen the page shows and fails with all findings at once. Reflow
 * runs in both brands (their fonts differ in width); text spacing at phone width; the others
 * in the portal's own brand.
 */
export async function checkBeyondAxe(page: Page, testInfo: TestInfo, name: string) {
  const findings = await findingsBeyondAxe(page, testInfo, name);
  const report = findings.map((f) => `[${name}] WCAG ${f.criterion}: ${f.element}: ${f.detail}`);
  if (report.length) {
    await testInfo.attach(`${name}-wcag.txt`, {
      body: report.join('\n'),
      contentType: 'text/plain',
    });
  }
  expect(report, `WCAG checks beyond axe on "${name}"`).toEqual([]);
}

/** What the checks find on the screen the page shows. */
export async function findingsBeyondAxe(
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<Finding[]> {
  const viewport = page.viewportSize() ?? DESKTOP;
  const findings: Finding[] = [];
  const timing: string[] = [];
  const timed = async <T>(label: string, run: () => Promise<T>) => {
    const start = performance.now();
    const result = await run();
    timing.push(`${label} ${Math.round(performance.now() - start)}`);
    return result;
  };
  try {
    findings.push(...(await timed('purpose', () => inputPurpose(page))));
    findings.push(...(await timed('target', () => targetSize(page))));
    findings.push(...(await timed('focus', () => focusWalk(page))));
    findings.push(...(await timed('motion', () => reducedMotion(page))));
    findings.push(...(await timed('forced', () => forcedColours(page, testInfo, name))));
    // Text spacing at phone width, where a longer line has least room; reflow in both brands
    // (their fonts differ in width). Spacing at desktop width and in the sister brand found
    // nothing the phone pass did not, at a third of every screen's checking time.
    const brand = await page.evaluate(() => document.documentElement.dataset.brand ?? 'quipu');
    await page.setViewportSize(PHONE);
    findings.push(...(await timed('spacing-phone', () => textSpacing(page))));
    findings.push(...(await timed('layers-phone', () => pinnedLayers(page))));
    for (const other of [brand, brand === 'quipu' ? 'totora' : 'quipu']) {
      await page.evaluate((b) => (document.documentElement.dataset.brand = b), other);
      const found = await timed('reflow', () => reflow(page));
      findings.push(
        ...found.map((f) =>
          other === brand ? f : { ...f, detail: `${f.detail} (brand ${other})` },
        ),
      );
      // What is pinned at 320 px is the same in both brands; their text differs in width.
      if (other === brand) findings.push(...(await timed('layers-320', () => pinnedLayers(page))));
    }
    if (process.env['A11Y_TIMING']) console.info(`[${name}] ${timing.join(', ')}`);
    await page.evaluate((b) => (document.documentElement.dataset.brand = b), brand);
  } finally {
    await page.setViewportSize(viewport);
    await settle(page);
  }
  return findings;
}
