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
