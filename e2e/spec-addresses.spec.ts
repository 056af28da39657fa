import { checkScreen, DEMO_PASSWORD, expect, logIn, test } from './support';

/**
 * The spec's own addresses that no journey passes through: each opened as a customer would
 * (a link, a bookmark, the address bar), with the screen checks of every other page.
 */

test('/500 says something failed on our side, with a way to retry and a way home', async ({
  page,
}, testInfo) => {
  await page.goto('/500');
  await checkScreen(page, testInfo, 'server-error', 'Algo salió mal de nuestro lado');
  await expect(page).toHaveTitle(/^Algo salió mal/);
  await expect(page.getByText('Vuelve a intentarlo en unos minutos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/accounts/edit opens a registered account with its data, to change and save or cancel', async ({
    page,
  }, testInfo) => {
    await page.goto('/accounts');
    const edit = page.getByRole('link', { name: /^Editar/ }).first();
    await expect(edit).toHaveAttribute('href', /^\/accounts\/edit\?cuenta=\d+$/);
    await edit.click();
    await expect(page).toHaveURL(/\/accounts\/edit\?cuenta=\d+$/);
    await checkScreen(page, testInfo, 'account-edit', 'Editar cuenta bancaria');
    await expect(page).toHaveTitle(/^Editar cuenta bancaria/);
    // The account's own data is there, not an empty form.
    const number = page.getByRole('textbox', { name: /Número de cuenta/ }).first();
    await expect(number).not.toHaveValue('');
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL('/accounts');

    // An account that is not the customer's (or no longer exists) is told as such, with the way
    // back to the customer's accounts.
    await page.goto('/accounts/edit?cuenta=999999');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos esta cuenta' }),
    ).toBeAttached();
    await expect(
      page.getByRole('heading', { name: 'No encontramos esta cuenta' }).last(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar cuenta' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver mis cuentas' }).click();
    await expect(page).toHaveURL('/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Cuentas bancarias' })).toBeVisible();
  });

  test('/profile/validate-email opens the change of email at its first step', async ({
    page,
  }, testInfo) => {
    await page.goto('/profile/validate-email');
    await checkScreen(page, testInfo, 'validate-email', 'Cambiar correo electrónico');
    await expect(page.getByRole('textbox', { name: 'Nuevo correo electrónico' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Contraseña actual' })).toBeVisible();
    await expect(
      page.getByText('Te enviaremos un código al nuevo correo para confirmar que es tuyo.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL('/profile');
  });

  test('/profile/validate-phone opens the change of mobile number at its first step', async ({
    page,
  }, testInfo) => {
    await page.goto('/profile/validate-phone');
    await checkScreen(page, testInfo, 'validate-phone', /^(Cambiar|Registrar) celular$/);
    await expect(page.getByRole('textbox', { name: 'Nuevo celular' })).toBeVisible();
    await expect(page.getByText('9 dígitos, empieza con 9.')).toBeVisible();
    await expect(page.getByText(/Te enviaremos un código por SMS al nuevo número/)).toBeVisible();
  });
});
