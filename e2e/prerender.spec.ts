import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support';

const PAGES = [
  { path: '/', heading: 'Inicia sesión', title: 'Iniciar sesión | Quipu' },
  { path: '/auth/register', heading: 'Crea tu cuenta', title: 'Crea tu cuenta | Quipu' },
  { path: '/auth/recovery', heading: /contraseña/i, title: 'Recupera tu contraseña | Quipu' },
];

test.describe('public pages rendered at build time', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const page of PAGES) {
      test(`${page.path} shows its form, styled, with its title`, async ({ page: tab }) => {
        await tab.goto(page.path);
        await expect(tab).toHaveTitle(page.title);
        await expect(tab.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
        const form = tab.locator('form');
        await expect(form.first()).toBeVisible();
        // A form sent before the script runs never puts what was typed in the address.
        await expect(form.first()).toHaveAttribute('method', 'post');
        await expect(tab.getByRole('textbox').first()).toBeEditable();
        // The brand's stylesheet applies: the page is not unstyled HTML.
        const font = await tab.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(font).toMatch(/Inter|Nunito/);
      });
    }
  });

  for (const page of PAGES) {
    test(`${page.path} hydrates without a mismatch and without moving`, async ({ page: tab }) => {
      const messages: string[] = [];
      tab.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
      });
      tab.on('pageerror', (e) => messages.push(e.message));
      await tab.goto(page.path);
      const heading = tab.getByRole('heading', { level: 1, name: page.heading });
      const before = await heading.boundingBox();
      await tab.waitForLoadState('networkidle');
      // Hydration changes nothing on screen: the heading has not moved.
      expect(await heading.boundingBox()).toEqual(before);
      // Hydrated: the form answers a submit with the client-side errors.
      await tab
        .getByRole('button', { name: /Ingresar|Continuar|Crear|Enviar/ })
        .first()
        .click();
      await expect(tab.getByRole('alert').first()).toBeVisible();
      expect(messages.filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
      expect(messages).toEqual([]);
      const html = await tab.evaluate(() => document.getElementById('root')?.dataset.prerendered);
      expect(html).toBe(page.path);
    });
  }

  test('the accessibility statement reads without JavaScript and hydrates without a mismatch', async ({
    browser,
  }) => {
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const still = await bare.newPage();
    await still.goto('/accesibilidad');
    await expect(still).toHaveTitle('Accesibilidad | Quipu');
    await expect(still.getByRole('heading', { level: 1, name: 'Accesibilidad' })).toBeVisible();
    await expect(still.getByRole('link', { name: /@/ }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await bare.close();

    const context = await browser.newContext();
    const tab = await context.newPage();
    const messages: string[] = [];
    tab.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    tab.on('pageerror', (e) => messages.push(e.message));
    await tab.goto('/accesibilidad');
    const heading = tab.getByRole('heading', { level: 1, name: 'Accesibilidad' });
    const before = await heading.boundingBox();
    await tab.waitForLoadState('networkidle');
    expect(await heading.boundingBox()).toEqual(before);
    expect(messages).toEqual([]);
    expect(await tab.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe(
      '/accesibilidad',
    );
    await context.close();
  });

  test('what a customer types before the script runs is kept when the page hydrates', async ({
    page,
  }) => {
    // Hold the scripts back, type into the rendered form, then let the page hydrate.
    // The browser fills the rendered inputs (as typing does) while the scripts are held.
    const release = await loginTypedBeforeScripts(page);
    await release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('cliente@demo.pe');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  for (const path of ['/auth/recovery', '/auth/register']) {
    test(`${path} keeps an email typed before the script runs`, async ({ page }) => {
      const held: (() => Promise<void>)[] = [];
      let holding = true;
      await page.route('**/assets/*.js', (route) => {
        if (holding) held.push(() => route.continue());
        else void route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const email = page.getByRole('textbox', { name: /^Correo electrónico/ }).first();
      await expect(email).toBeEditable();
      await email.fill('cliente@demo.pe');
      holding = false;
      for (const release of held.splice(0)) await release();
      await page.waitForLoadState('networkidle');
      // Typing once the page is live goes on from what was there.
      await email.press('End');
      await expect(email).toHaveValue('cliente@demo.pe');
    });
  }

  test('a form sent before the script runs is sent once the page is live, with what was typed', async ({
    page,
  }) => {
    const release = await loginTypedBeforeScripts(page);
    // Sent while the scripts are held: no native post (it would leave the page).
    await page.getByRole('button', { name: 'Ingresar' }).click({ timeout: 10_000 });
    await expect(page).toHaveURL('/');
    await release();
    await expect(page).toHaveURL('/dashboard');
  });

  test('"Recordarme" ticked before the script runs is kept: the session stays for a new tab', async ({
    page,
    context,
  }) => {
    const release = await loginTypedBeforeScripts(page);
    await page.getByRole('checkbox', { name: /Recordarme/ }).check();
    await release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('checkbox', { name: /Recordarme/ })).toBeChecked();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL('/dashboard');
    // Opening the login page in another tab goes straight in: the choice reached the session.
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(tab).toHaveURL('/dashboard');
    await tab.close();
  });

  test('a page not rendered ahead of time starts from the empty shell', async ({ page }) => {
    const response = await page.request.get('/dashboard');
    const body = await response.text();
    expect(body).toContain('<div id="root"></div>');
  });
});

/**
 * Opens the login page with its scripts held back and fills the rendered form as typing does;
 * answers what lets the scripts through.
 */
async function loginTypedBeforeScripts(page: Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => {
    if (holding) held.push(() => route.continue());
    else void route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByLabel('Correo electrónico')).toBeEditable();
  await page.evaluate((password) => {
    const email = document.querySelector<HTMLInputElement>('input[type="email"]');
    const secret = document.querySelector<HTMLInputElement>('input[type="password"]');
    if (!email || !secret) throw new Error('the rendered login form has no inputs');
    email.value = 'cliente@demo.pe';
    secret.value = password;
  }, DEMO_PASSWORD);
  return async () => {
    holding = false;
    for (const release of held.splice(0)) await release();
  };
}
