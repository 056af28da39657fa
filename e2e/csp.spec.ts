import type { Page } from '@playwright/test';
import { htmlPolicy } from '@saf/api/testing';
import { DEMO_PASSWORD, expect, logIn, test } from './support';

/**
 * The built pages under the Content-Security-Policy the API sends with them in production
 * (apps/api/src/ops/html-policy.ts: inline scripts and styles allowed by hash only). Here the
 * pages come from vite preview, so each document gets that policy on its way to the browser;
 * anything the policy refuses (an inline style attribute in prerendered markup, a script whose
 * hash changed) would leave a production page unstyled or dead while every other test passes.
 */
async function underPolicy(page: Page): Promise<string[]> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({
      response,
      body,
      headers: { ...response.headers(), 'content-security-policy': htmlPolicy(body, []) },
    });
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text()))
      refused.push(m.text());
  });
  await page.exposeFunction('reportRefused', (what: string) => refused.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportRefused: (what: string) => void }).reportRefused;
      void report(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return refused;
}

for (const path of ['/', '/auth/register', '/auth/recovery', '/accesibilidad']) {
  test(`${path} paints, loads its whole stylesheet and its code, with nothing refused`, async ({
    page,
  }) => {
    const refused = await underPolicy(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    // The script after the first paint ran: it enabled the whole stylesheet and asked for the
    // page's code.
    await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(0);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Inter/);
  });
}

test('a private page starts from the shell and renders under the policy', async ({ page }) => {
  const refused = await underPolicy(page);
  await page.goto('/');
  await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  // A new document: the shell, with its own inline stylesheet and scripts.
  await page.goto('/movements');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Inter/);
  expect(refused).toEqual([]);
});
