// Where the browser for tests lives. No tool may download one on these machines, so we use
// CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a browser Playwright installed itself.
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A browser Playwright installed itself: the newest `<prefix>*` folder holding one of `files`. */
function playwrightCache(prefix, files) {
  const cache =
    process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const dirs = readdirSync(cache)
    .filter((d) => d.startsWith(prefix))
    .sort()
    .reverse();
  for (const dir of dirs) {
    for (const rel of files) {
      const candidate = path.join(cache, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Absolute path of a Chromium to drive, or undefined when none is installed.
 * @program chromium
 */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return playwrightCache('chromium-', [
    'chrome-linux64/chrome',
    'chrome-linux/chrome',
    'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
  ]);
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, or one Playwright installed), for
 * the end-to-end journeys: the old headless mode, without the full browser's window, profile
 * and compositor machinery, runs the suite on about a third less CPU. It draws text differently
 * from the full browser, so the story screenshots, compared with baselines made in the full
 * browser, stay there. Falls back to the full browser when there is no shell.
 * @program chromium-headless-shell, chromium
 */
export function headlessShellPath() {
  const candidates = [
    process.env.CHROMIUM_HEADLESS_SHELL_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return (
    playwrightCache('chromium_headless_shell-', [
      'chrome-headless-shell-linux64/chrome-headless-shell',
      'chrome-linux/headless_shell',
    ]) ?? chromiumPath()
  );
}

/**
 * Like findChromium, but fails with an explanation when there is no browser.
 * @program chromium
 */
export function chromiumPath() {
  const found = findChromium();
  if (!found) {
    throw new Error(
      'No Chromium found for browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, or run `npx playwright install chromium` on a machine with internet.',
    );
  }
  return found;
}
