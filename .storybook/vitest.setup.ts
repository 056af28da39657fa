/**
 * Visual regression for every story: after a story renders and its play function and
 * accessibility checks pass, its screenshot is compared with the committed baseline.
 *
 * Which shots, so the suite's cost grows slowly with the number of screens:
 * - every story in the default brand (quipu) at desktop width, and full-screen layouts also at
 *   a phone width (390 px);
 * - the sister brand (totora) at desktop width for the token reference page (every colour,
 *   radius, shadow and font of both brands: a one-shade change of a token fails there), every
 *   primitive and composite, and one sample story per screen template (`sisterBrand: true`).
 *   Screens are compositions of those components, so their other states add nothing the
 *   sister brand could break that the components and the sample do not show;
 * - axe runs in both brands on the same render for every story that is shot.
 * `npm run test:update-screenshots` rewrites the baselines.
 */
import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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

interface StoryLike {
  id: string;
  parameters: {
    screenshot?: ScreenshotParameters;
    a11y?: { test?: string; options?: axe.RunOptions };
  };
}

/**
 * The accessibility addon checks the story in the brand it rendered with; the other brand
 * (other colours, radii and font) gets the same WCAG 2.2 AA check here.
 */
async function expectNoViolations(story: StoryLike, brand: string) {
  if (story.parameters.a11y?.test === 'off') return;
  const results = await axe.run(document.body, {
    ...story.parameters.a11y?.options,
    rules: { region: { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations in the ${brand} brand`).toEqual([]);
}

async function settle() {
  await document.fonts.load('400 16px "Inter Variable"');
  await document.fonts.load('400 16px "Nunito Sans Variable"');
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // A brand switch starts colour transitions; checks and shots need their end state.
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
  }
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  if (!story || context.task.result?.errors?.length) return;
  const options = story.parameters.screenshot ?? {};
  if (options.disable) return;

  const viewports: (keyof typeof VIEWPORTS)[] = options.phone ? ['desktop', 'phone'] : ['desktop'];
  const sisterBrand = options.sisterBrand ?? !story.id.startsWith('pantallas-');
  const root = document.documentElement;
  const initialBrand = root.dataset.brand;
  try {
    for (const viewport of viewports) {
      const { width, height } = VIEWPORTS[viewport];
      for (const brand of BRANDS) {
        const shoot = brand === 'quipu' || (viewport === 'desktop' && sisterBrand);
        if (!shoot && viewport !== 'desktop') continue;
        root.dataset.brand = brand;
        await page.viewport(width, height);
        await settle();
        // A page taller than the screen is shot whole: the frame grows to its height.
        const full = Math.min(MAX_HEIGHT, Math.max(root.scrollHeight, document.body.scrollHeight));
        if (full > height) {
          await page.viewport(width, full);
          await settle();
        }
        if (viewport === 'desktop' && brand !== initialBrand)
          await expectNoViolations(story, brand);
        if (!shoot) continue;
        await expect
          .element(page.elementLocator(document.body))
          .toMatchScreenshot(`${story.id}--${brand}--${viewport}`, {
            screenshotOptions: { animations: 'disabled', caret: 'hide' } as object,
          });
      }
    }
  } finally {
    if (initialBrand) root.dataset.brand = initialBrand;
  }
});
