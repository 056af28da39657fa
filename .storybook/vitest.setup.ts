/**
 * Visual regression for every story: after a story renders and its play function and
 * accessibility checks pass, its screenshot is compared with the committed baseline in
 * each brand, at desktop width and, for full-screen layouts, at a phone width.
 * `npm run test:update-screenshots` rewrites the baselines.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

export interface ScreenshotParameters {
  /** Skip the visual comparison (the story is still rendered and tested). */
  disable?: boolean;
  /** Also compare at a phone width (390 px). */
  phone?: boolean;
}

const BRANDS = ['quipu', 'totora'] as const;
const VIEWPORTS = {
  desktop: { width: 1280, height: 1000 },
  phone: { width: 390, height: 844 },
} as const;

interface StoryLike {
  id: string;
  parameters: { screenshot?: ScreenshotParameters };
}

async function settle() {
  await document.fonts.load('400 16px "Inter Variable"');
  await document.fonts.load('400 16px "Nunito Sans Variable"');
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryLike }).story;
  if (!story || context.task.result?.errors?.length) return;
  const options = story.parameters.screenshot ?? {};
  if (options.disable) return;

  const viewports: (keyof typeof VIEWPORTS)[] = options.phone ? ['desktop', 'phone'] : ['desktop'];
  const root = document.documentElement;
  const initialBrand = root.dataset.brand;
  try {
    for (const viewport of viewports) {
      const { width, height } = VIEWPORTS[viewport];
      await page.viewport(width, height);
      for (const brand of BRANDS) {
        root.dataset.brand = brand;
        await settle();
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
