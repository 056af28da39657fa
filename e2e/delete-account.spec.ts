import { DEMO_PASSWORD, checkScreen, expect, logIn, test } from './support';

// "Eliminar cuenta" from the account menu. res.programado@e2e.pe holds a fund: the page says
// what is left to do. del.borrar@e2e.pe holds nothing (both seeded by e2e/server.ts): it goes.

test('with funds held, the page says what to do first and asks for no password', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'res.programado@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Menú de cuenta' }).click();
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(page).toHaveURL('/profile/delete-account');
  await expect(page.getByText('Rescata tus cuotas de:')).toBeVisible();
  await expect(
    page.getByText(/guardamos tus datos de identificación .* durante 10 años/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contraseña' })).toHaveCount(0);
  await checkScreen(page, testInfo, 'del-01-blocked', 'Eliminar cuenta');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('with nothing held: a wrong password on its field, then the account is deleted and its login refused', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'del.borrar@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard|\/auth\/|\/risk-profile/);
  await page.goto('/profile/delete-account');
  await expect(page.getByRole('heading', { name: 'Qué pasará' })).toBeVisible();
  await checkScreen(page, testInfo, 'del-02-form', 'Eliminar cuenta');

  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
  await password.fill('NoEsMiClave#2026');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByText('La contraseña no es correcta.').first()).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Eliminar cuenta/);
  await checkScreen(page, testInfo, 'del-03-wrong-password', 'Eliminar cuenta');

  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(/^Eliminamos tu cuenta y cerramos todas tus sesiones/)).toBeVisible();
  await logIn(page, 'del.borrar@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert').first()).toBeVisible();
});
