import type { Page } from '@playwright/test';
import { checkScreen, expect, test, uniqueEmail } from './support';

// Registration with the captcha on: the harness's second API (E2E_CAPTCHA_API_PORT) verifies
// Turnstile tokens against the local counterpart on the control server, which also serves the
// widget's script the portal loads (VITE_TURNSTILE_SCRIPT_URL). These tests send the portal's
// calls to that API; every other journey runs with the captcha off.

const apiPort = Number(process.env['E2E_API_PORT'] ?? 3310);
const CAPTCHA_API = `http://127.0.0.1:${Number(process.env['E2E_CAPTCHA_API_PORT'] ?? apiPort + 3)}`;
const CONTROL = `http://127.0.0.1:${process.env['E2E_CONTROL_PORT'] ?? 3311}`;
const FAILED = 'No pudimos verificar que no eres un robot. Vuelve a intentarlo.';

/** The portal's API calls go to the captcha-on API; `siteKey` replaces the announced site key. */
async function useCaptchaApi(page: Page, siteKey?: string) {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${CAPTCHA_API}${url.pathname}${url.search}` });
    if (siteKey && url.pathname.endsWith('/global-config')) {
      const body = (await response.json()) as { captcha: { site_key: string } };
      body.captcha.site_key = siteKey;
      return route.fulfill({ response, json: body });
    }
    return route.fulfill({ response });
  });
}

async function fillRegistration(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  // A number of its own (the numbers are unique among accounts).
  const phone = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByRole('textbox', { name: 'Celular' }).fill(phone);
  await page.getByRole('checkbox', { name: /Términos y condiciones/ }).check();
  await page.getByRole('checkbox', { name: /Política de privacidad/ }).check();
}

test('with the captcha on, a customer registers through the Turnstile widget', async ({
  page,
}, testInfo) => {
  await useCaptchaApi(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/turnstile/v0/api.js')) scripts.push(r.url());
  });
  await page.goto('/auth/register');
  // The widget's script is loaded for this form only, and renders explicitly.
  await expect(page.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^0\./);
  expect(scripts).toEqual([`${CONTROL}/turnstile/v0/api.js?render=explicit`]);
  await checkScreen(page, testInfo, 'captcha-register', 'Crea tu cuenta');
  await fillRegistration(page, uniqueEmail('captcha'));
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Verifica tu correo' })).toBeVisible();
});

test('a failed verification shows the Spanish error, keeps the form, and a new try passes', async ({
  page,
}) => {
  await useCaptchaApi(page);
  const email = uniqueEmail('captcha-falla');
  await page.goto('/auth/register');
  await expect(page.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^0\./);
  await fillRegistration(page, email);
  // siteverify refuses the next token, as for a token Cloudflare judged invalid.
  expect((await page.request.post(`${CONTROL}/turnstile/v0/refuse-next`)).ok()).toBe(true);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert').getByText(FAILED)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: /Términos y condiciones/ })).toBeChecked();
  // The widget started again: the next submit carries a new token and passes.
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Verifica tu correo' })).toBeVisible();
});

test('a widget that fails says so in Spanish and the form keeps what was typed', async ({
  page,
}) => {
  // Cloudflare's testing site key that always blocks.
  await useCaptchaApi(page, '2x00000000000000000000AB');
  const email = uniqueEmail('captcha-widget');
  await page.goto('/auth/register');
  await expect(
    page.getByText('No pudimos verificar que no eres un robot. Revisa tu conexión'),
  ).toBeVisible();
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The submit fails in Spanish (the widget, tried again, still fails) and nothing is lost.
  await expect(
    page.getByRole('alert').getByText(/No pudimos verificar que no eres un robot/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: /Términos y condiciones/ })).toBeChecked();
});

test('with the captcha on, recovery sends the code with a Turnstile token', async ({ page }) => {
  await useCaptchaApi(page);
  await page.goto('/auth/recovery');
  await expect(page.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^0\./);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('cliente@demo.pe');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresa el código' })).toBeVisible();
});
