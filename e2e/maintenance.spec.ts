import type { APIRequestContext } from '@playwright/test';
import { checkScreen, expect, test, uniqueEmail } from './support';

const CONTROL = `http://127.0.0.1:${process.env['E2E_CONTROL_PORT'] ?? 3311}`;

/** The operator's switch (e2e/server.ts), as `npm run ops -- maintenance on|off` sets it. */
async function maintenance(request: APIRequestContext, state: 'on' | 'off') {
  const res = await request.post(`${CONTROL}/maintenance`, { params: { state } });
  expect(res.status(), await res.text()).toBe(200);
}

// Every customer route answers 503 while it is on: the test runs alone.
test.use({ movesClock: true });

test('in maintenance the portal shows the maintenance splash, keeps what was typed and comes back when it ends', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('mantenimiento');
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('una-clave-cualquiera');

  await maintenance(request, 'on');
  try {
    // The API answers the customer routes with the catalogued 503; the probes keep answering.
    const api = `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 3310}`;
    const refused = await request.get(`${api}/api/app/global-config`);
    expect(refused.status()).toBe(503);
    expect(await refused.json()).toMatchObject({
      code: 'MAINTENANCE',
      message: 'Service under maintenance',
    });
    expect((await request.get(`${api}/healthz`)).status()).toBe(200);
    expect((await request.get(`${api}/readyz`)).status()).toBe(200);

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await checkScreen(page, testInfo, 'maintenance', 'Estamos en mantenimiento');
    await expect(page).toHaveTitle(/^Estamos en mantenimiento/);
    const splash = page.locator('[data-slot="splash"]');
    await expect(splash.getByText(/Tu dinero y tus datos están seguros\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    // The login form is not there to be used meanwhile, nor is it gone.
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeHidden();
    expect(page.url()).not.toMatch(/\/500$/);

    // Still in maintenance: trying again keeps the splash.
    await page.getByRole('button', { name: 'Volver a intentar' }).click();
    await expect(page.getByRole('button', { name: 'Volver a intentar' })).toBeEnabled();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
    ).toBeVisible();
  } finally {
    await maintenance(request, 'off');
  }

  await page.getByRole('button', { name: 'Volver a intentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toHaveValue(
    'una-clave-cualquiera',
  );
  await expect(page).toHaveTitle(/Inicia sesión|Iniciar sesión|Ingresa/);
  // The splash said it: the form keeps no maintenance message of its own.
  const summary = page.locator('[data-slot="error-summary"]');
  await expect(summary).toBeHidden();
  await expect(page.getByText(/mantenimiento/i)).toHaveCount(0);
  // The API answers again: the same form, sent again, gets the ordinary refusal, alone.
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toContainText(
    /correo|contraseña/i,
  );
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText(/mantenimiento/i);
});
