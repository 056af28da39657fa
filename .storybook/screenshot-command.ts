/**
 * The visual comparison of a story, as a Vitest browser command (it runs in the test runner's
 * Node process, next to Playwright).
 *
 * Chromium encodes the same pixels to the same PNG bytes, and the baselines are Chromium's own
 * PNGs, so a shot equal byte for byte to its baseline passes without decoding either image.
 * That is what almost every shot of a run is, and it costs one capture. Only a shot whose bytes
 * differ is decoded and compared pixel by pixel (pixelmatch) within the tolerance below; if it
 * still differs, the page is shot again until two shots in a row agree (a page still settling
 * gets its time), and that last shot is compared once more before the test fails with the
 * differing pixels, and the actual shot and a diff image written under `.vitest-attachments/`.
 *
 * Baselines: `vitest run --project storybook --update` rewrites the ones that differ; a missing
 * baseline is written on a developer's run and fails in CI (`CI=true`), like Vitest's own
 * `toMatchScreenshot`. File names are the ones that matcher used, so history carries over.
 * `SCREENSHOTS_REENCODE=1` rewrites, in Chromium's bytes, baselines whose pixels match.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserContext, CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/** A colour nudged by a few units in one channel is a difference. */
const THRESHOLD = 0.005;
/**
 * Rendering here is deterministic but for a decoded photo's edge, where a handful of pixels can
 * round differently from one run to the next: up to 12 may differ (one changed letter is more).
 */
const ALLOWED_PIXELS = 12;

export interface ScreenshotResult {
  pass: boolean;
  message?: string;
}

/** The file name Vitest's matcher gave a shot's name. */
function fileName(name: string): string {
  const sanitized = name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
  return `${sanitized}-chromium-linux.png`;
}

/**
 * The pixels that differ from `a` to `b` (null when their sizes differ), with `a`'s size and,
 * when asked for, an image of the differences.
 */
function compare(a: Buffer, b: Buffer, withDiff = false) {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  const { width, height } = one;
  if (width !== two.width || height !== two.height)
    return { pixels: null, width, height, diff: null };
  const diff = withDiff ? new PNG({ width, height }) : null;
  const pixels = pixelmatch(one.data, two.data, diff?.data, width, height, {
    threshold: THRESHOLD,
  });
  return { pixels, width, height, diff };
}

function alike(a: Buffer, b: Buffer): boolean {
  if (a.equals(b)) return true;
  const { pixels } = compare(a, b);
  return pixels !== null && pixels <= ALLOWED_PIXELS;
}

/** The smallest whole-pixel box around a box (as Playwright clips an element's shot). */
function enclosingIntRect(rect: { x: number; y: number; width: number; height: number }) {
  const x = Math.floor(rect.x + 1e-3);
  const y = Math.floor(rect.y + 1e-3);
  const x2 = Math.ceil(rect.x + rect.width - 1e-3);
  const y2 = Math.ceil(rect.y + rect.height - 1e-3);
  return { x, y, width: x2 - x, height: y2 - y };
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** One DevTools session per tester page, opened on its first shot. */
function cdpSession({ page, context }: { page: Page; context: BrowserContext }) {
  let session = sessions.get(page);
  if (!session) {
    session = context.newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

export const matchStoryScreenshot: BrowserCommand<
  [name: string, options: { timeout: number; height?: number }],
  ScreenshotResult
> = async (context, name, { timeout, height: contentHeight }) => {
  const testPath = context.testPath;
  if (!testPath) throw new Error('matchStoryScreenshot runs inside a test file only');
  const root = context.project.config.root;
  const file = fileName(name);
  const testDirectory = path.dirname(testPath);
  const reference = path.join(testDirectory, '__screenshots__', path.basename(testPath), file);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;

  // The story's frame, shot straight through the DevTools protocol: Playwright's element
  // screenshot re-checks the element's actionability around each capture, which cost about as
  // much as the capture itself. The page holds still by then (settle() in vitest.setup.ts), and
  // the window holds the whole frame unscaled (vitest.config.ts).
  const frame = await context.frame();
  const cdp = await cdpSession(context);
  const shoot = async () => {
    const box = await frame.evaluate(() => {
      const rect = document.body.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    // A component is shot down to where its content ends, inside a taller window.
    if (contentHeight) box.height = contentHeight;
    const iframe = await (await frame.frameElement()).boundingBox();
    if (!iframe) throw new Error('the story frame is not laid out');
    const clip = enclosingIntRect({ ...box, x: iframe.x + box.x, y: iframe.y + box.y });
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...clip, scale: 1 },
    });
    return Buffer.from(data, 'base64');
  };
  const write = async (target: string, data: Buffer) => {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  };

  const baseline = await readFile(reference).catch(() => null);
  let actual = await shoot();
  if (baseline && alike(baseline, actual)) {
    // After a Chromium update that encodes the same pixels differently, this brings the fast
    // path back: `SCREENSHOTS_REENCODE=1 vitest run --project storybook`.
    if (process.env['SCREENSHOTS_REENCODE'] === '1' && !baseline.equals(actual))
      await write(reference, actual);
    return { pass: true };
  }

  // Not the baseline (or none yet): shoot until two shots in a row agree.
  const deadline = Date.now() + timeout;
  let stable = false;
  while (Date.now() < deadline) {
    const next = await shoot();
    stable = alike(actual, next);
    actual = next;
    if (stable) break;
  }
  if (baseline && alike(baseline, actual)) return { pass: true };

  if (update === 'all' || (!baseline && update === 'new')) {
    if (!stable) return { pass: false, message: `${file}: no stable shot within ${timeout} ms` };
    await write(reference, actual);
    return { pass: true };
  }

  const attachments = path.join(
    root,
    '.vitest-attachments',
    path.relative(root, testDirectory),
    path.basename(testPath),
  );
  const actualPath = path.join(attachments, file.replace(/\.png$/, '-actual.png'));
  await write(actualPath, actual);
  if (!baseline) {
    return {
      pass: false,
      message: `No baseline ${path.relative(root, reference)}; the shot is in ${path.relative(root, actualPath)} (run with --update to accept it).`,
    };
  }
  const { pixels, width, height, diff } = compare(baseline, actual, true);
  const diffPath = path.join(attachments, file.replace(/\.png$/, '-diff.png'));
  if (diff) await write(diffPath, PNG.sync.write(diff));
  const what =
    pixels === null
      ? `its size differs from the baseline's (${width} × ${height})`
      : `${pixels} pixels differ from the baseline (diff: ${path.relative(root, diffPath)})`;
  return {
    pass: false,
    message: `${file}: ${what}${stable ? '' : `, and no two shots agreed within ${timeout} ms`}. Baseline: ${path.relative(root, reference)}; actual: ${path.relative(root, actualPath)}.`,
  };
};
