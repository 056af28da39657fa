import { checkScreen, expect, test } from './support';

test('an unknown address shows the not-found page with a way back', async ({ page }, testInfo) => {
  await page.goto('/no-existe?desde=correo');
  await checkScreen(page, testInfo, 'not-found', 'No encontramos esta página');
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
});

test('a private page without a session sends the customer to log in', async ({ page }) => {
  await page.goto('/auth/generate-password');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
});

test('the accessibility statement is public, linked from the footer, and says how to report a barrier', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
  await expect(page).toHaveURL('/accesibilidad');
  await checkScreen(page, testInfo, 'accessibility-statement', 'Accesibilidad');
  await expect(page.getByText('WCAG) 2.2 en su nivel AA', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Cuéntanos si encuentras una barrera' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page).toHaveTitle(/Accesibilidad/);
});
