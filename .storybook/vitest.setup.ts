/**
 * Visual regression for every story: after a story renders and its play function and
 * accessibility checks pass, its screenshot is compared with the committed baseline.
 *
 * Which shots, so the suite's cost grows slowly with the number of screens:
 * - every story in the default brand (quipu) at desktop width, and full-screen layouts also at
 *   a phone width (390 px); a component's shot ends where its content ends (see frameHeight);
 * - the sister brand (totora) at desktop width for the token reference page (every colour,
 *   radius, shadow and font of both brands: a one-shade change of a token fails there), every
 *   primitive and composite, and one sample story per screen template (`sisterBrand: true`).
 *   Screens are compositions of those components, so their other states add nothing the
 *   sister brand could break that the components and the sample do not show;
 * - full-screen layouts (`phone: true`) are also laid out at 320 px in both brands, where nothing
 *   may stick out sideways (WCAG 1.4.10 Reflow); checked, not shot;
 * - axe runs on every story that is shot: every rule in the default brand, and on the same render
 *   the rules a brand's tokens can break (contrast, links in text, target size) in the other.
 * `npm run test:update-screenshots` rewrites the baselines.
 */
import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { COMMAND_LINE_RUN } from './command-line-run';
import type { ScreenshotResult } from './screenshot-command';

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryScreenshot: (
      name: string,
      options: { timeout: number; height?: number },
    ) => Promise<ScreenshotResult>;
  }
}

/**
 * Time to get two identical shots in a row when a shot is not its baseline. The slowest story
 * took 17 s in a loaded CI run; a real difference fails as soon as two shots agree.
 */
const SHOT_TIMEOUT = 20_000;

export interface ScreenshotParameters {
  /** Skip the visual comparison (the story is still rendered and tested). */
  disable?: boolean;
  /** Also compare at a phone width (390 px), in the default brand. */
  phone?: boolean;
  /**
   * Also compare in the sister brand. Defaults to true for everything but screen templates
   * (`Pantallas/…`), which shoot one sample story each.
   */
  sisterBrand?: boolean;
}

const BRANDS = ['quipu', 'totora'] as const;
/** The tallest shot; longer pages are cut here. */
const MAX_HEIGHT = 4000;
const VIEWPORTS = {
  desktop: { width: 1280, height: 1000 },
  phone: { width: 390, height: 844 },
} as const;
/** WCAG 1.4.10 Reflow: the width of a 1280 px window zoomed to 400 %. */
const REFLOW = { width: 320, height: 640 };

/**
 * What sticks out of a 320 px screen (outside an element that scrolls on its own, such as a
 * data table): the outermost such elements, described for the failure message.
 */
function reflowOffenders(): string[] {
  const width = document.documentElement.clientWidth;
  const scrollsOnItsOwn = (el: Element) => {
    for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
      const overflowX = getComputedStyle(n).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
    return false;
  };
  // Decoration cut off by a box that fits the screen (a pattern behind a header) is no loss.
  const clippedDecoration = (el: Element) => {
    if ((el.textContent ?? '').trim()) return false;
    for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
      const style = getComputedStyle(n);
      const rect = n.getBoundingClientRect();
      if (/hidden|clip/.test(style.overflowX) && rect.left >= -1 && rect.right <= width + 1)
        return true;
    }
    return false;
  };
  const sticksOut = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false; // screen-reader-only text
    if (rect.right <= width + 1 && rect.left >= -1) return false;
    return !scrollsOnItsOwn(el) && !clippedDecoration(el);
  };
  const offenders = [...document.body.querySelectorAll('*')].filter(sticksOut);
  const outermost = offenders.filter(
    (el) => !el.parentElement || !offenders.includes(el.parentElement),
  );
  const described = outermost.slice(0, 5).map((el) => {
    const rect = el.getBoundingClientRect();
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.getAttribute('data-slot') ? ` data-slot=${el.getAttribute('data-slot')}` : ''}> "${text}" spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`;
  });
  if (!described.length && document.documentElement.scrollWidth > width + 1)
    described.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  return described;
}

interface StoryLike {
  id: string;
  parameters: {
    layout?: string;
    screenshot?: ScreenshotParameters;
    a11y?: { test?: string; options?: axe.RunOptions };
  };
}

/**
 * What a brand can change in an axe result: a brand sets colours, radii and the font, never the
 * markup, so roles, names and ARIA are the same in both brands; contrast, the look of links in
 * text, target sizes and overflowing regions may not be.
 */
const BRAND_DEPENDENT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
];

/**
 * The accessibility addon checks the story (every WCAG 2.2 AA rule) in the brand it rendered
 * with; the other brand gets, on the same render, the rules its tokens can break.
 */
async function expectNoViolations(story: StoryLike, brand: string) {
  if (story.parameters.a11y?.test === 'off') return;
  const results = await axe.run(document.body, {
    ...story.parameters.a11y?.options,
    runOnly: { type: 'rule', values: BRAND_DEPENDENT_RULES },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations in the ${brand} brand`).toEqual([]);
}

/**
 * Every shot starts at the top of the page: a play function that followed an error-summary
 * link leaves the page scrolled to a field, and where a resize leaves that scroll depends on
 * timing. Boxes that scroll on their own go back to their start too.
 */
function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  for (const el of document.body.querySelectorAll('*')) {
    if (el.scrollTop || el.scrollLeft) el.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }
}

async function settle() {
  scrollToTop();
  await document.fonts.load('400 16px "Inter Variable"');
  await document.fonts.load('400 16px "Nunito Sans Variable"');
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  stillFrame();
}

/**
 * What a shot must not catch mid-way: a brand switch starts colour transitions and a story may
 * start an entrance animation (both shown at their end), a spinner turns for ever (shown at its
 * start, as it first paints), and a focused field's caret blinks (hidden).
 */
function stillFrame() {
  if (!document.getElementById('still-frame')) {
    const style = document.createElement('style');
    style.id = 'still-frame';
    style.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
    document.head.append(style);
  }
  for (const animation of document.getAnimations()) {
    const timing = animation.effect?.getComputedTiming();
    if (timing?.endTime === Infinity) animation.cancel();
    else animation.finish();
  }
}

/**
 * The height of the frame a story is shot in. A full-screen layout (`phone: true` or
 * `layout: 'fullscreen'`), or anything fixed to the screen (a dialog, a toast), is shot in the
 * whole window, grown to the page's height; a component is shot down to where its content ends,
 * so a button is not compared as a mostly empty 1280 × 1000 image.
 */
function frameHeight(screenHeight: number, wholeScreen: boolean): number {
  const root = document.documentElement;
  const page = Math.min(MAX_HEIGHT, Math.max(root.scrollHeight, document.body.scrollHeight));
  // Storybook's own hidden frames (loader, error display) are fixed too: only what is shown counts.
  const all = [...document.body.querySelectorAll('*')].filter((el) => el.checkVisibility());
  if (wholeScreen || all.some((el) => getComputedStyle(el).position === 'fixed'))
    return Math.max(screenHeight, page);
  const bottom = Math.max(1, ...all.map((el) => el.getBoundingClientRect().bottom));
  return Math.min(MAX_HEIGHT, Math.ceil(bottom));
}

interface A11yReport {
  type: string;
  result?: { passes?: { id: string }[]; inapplicable?: { id: string }[] };
}

/**
 * Under `vitest run` a story's accessibility report keeps its violations and the results to
 * review in full, and of the rules that passed or did not apply only their names: the rest
 * (about 50 kB a story) went from the browser to Vitest and into the JSON report for nobody.
 * Storybook's own test panel, which shows them, gets every result.
 */
function trimAccessibilityReport(meta: { reports?: A11yReport[] }) {
  if (!COMMAND_LINE_RUN) return;
  for (const report of meta.reports ?? []) {
    if (report.type !== 'a11y' || !report.result) continue;
    const names = (rules?: { id: string }[]) => rules?.map(({ id }) => ({ id }));
    report.result.passes = names(report.result.passes);
    report.result.inapplicable = names(report.result.inapplicable);
  }
}

afterEach(async (context) => {
  trimAccessibilityReport(context.task.meta as { reports?: A11yReport[] });
  const story = (context as unknown as { story?: StoryLike }).story;
  if (!story || context.task.result?.errors?.length) return;
  const options = story.parameters.screenshot ?? {};
  if (options.disable) return;

  const sisterBrand = options.sisterBrand ?? !story.id.startsWith('pantallas-');
  const wholeScreen = Boolean(options.phone) || story.parameters.layout === 'fullscreen';
  const root = document.documentElement;
  const initialBrand = root.dataset.brand;
  const [brand, otherBrand] = initialBrand === 'totora' ? ['totora', 'quipu'] : BRANDS;
  // Every story renders in the desktop window (the preview's defaultViewport); resizing costs a
  // round trip, so only on change.
  let size: { width: number; height: number } = VIEWPORTS.desktop;
  const resize = async (width: number, height: number) => {
    if (size.width === width && size.height === height) return;
    await page.viewport(width, height);
    size = { width, height };
  };
  /**
   * Lays the story out at a width, the window grown to its frame where needed; returns the height
   * a component's shot is cut to (none for a full screen, shot in the whole window).
   */
  const layOut = async (viewport: keyof typeof VIEWPORTS) => {
    const { width, height } = VIEWPORTS[viewport];
    // A full screen lays out in the window it is shot in before it is measured.
    if (wholeScreen) await resize(width, height);
    await settle();
    const frame = frameHeight(height, wholeScreen);
    // A component shorter than the window is shot where it is (its shot is its own box, the
    // same in a window cut to its height); only a taller one needs the window grown.
    const fits = !wholeScreen && width === size.width && frame <= size.height;
    if (!fits && (frame !== size.height || width !== size.width)) {
      await resize(width, frame);
      await settle();
    }
    return fits ? { height: frame } : {};
  };
  const shoot = async (
    inBrand: string,
    viewport: keyof typeof VIEWPORTS,
    clip: { height?: number },
  ) => {
    const shot = await commands.matchStoryScreenshot(`${story.id}--${inBrand}--${viewport}`, {
      timeout: SHOT_TIMEOUT,
      ...clip,
    });
    expect(shot.pass, shot.message).toBe(true);
  };
  const reflow = async (inBrand: string) => {
    await resize(REFLOW.width, REFLOW.height);
    await settle();
    expect(
      reflowOffenders(),
      `WCAG 1.4.10 Reflow: ${story.id} at 320 px in the ${inBrand} brand`,
    ).toEqual([]);
  };
  // Two brand switches per story, where there were three: a switch restyles and lays out the
  // whole page, as costly as a resize. Both brands at desktop width first (a screen may swap
  // components at a phone's width, losing the focus or the state its play function left), then
  // the other brand at 320 px, and the story's own brand at 320 px and at a phone's width.
  try {
    await shoot(brand, 'desktop', await layOut('desktop'));
    root.dataset.brand = otherBrand;
    const clip = await layOut('desktop');
    await expectNoViolations(story, otherBrand);
    if (sisterBrand) await shoot(otherBrand, 'desktop', clip);
    if (options.phone) {
      // Full-screen layouts reflow to 320 px (WCAG 1.4.10) in both brands: checked, not shot.
      await reflow(otherBrand);
      root.dataset.brand = brand;
      await reflow(brand);
      await shoot(brand, 'phone', await layOut('phone'));
    }
  } finally {
    if (initialBrand) root.dataset.brand = initialBrand;
  }
});
