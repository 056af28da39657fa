import { checkScreen, expect, logIn, test } from './support';

test('five wrong passwords lock the account with the attempt-limit message', async ({
  page,
}, testInfo) => {
  // A seeded customer that no other test logs in with.
  const email = 'sinrol@demo.pe';
  await page.goto('/');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await logIn(page, email, `Clave-Equivocada-${attempt}`);
    await expect(
      page.getByText('El correo electrónico o la contraseña son incorrectos.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL('/');
  }
  await logIn(page, email, 'Clave-Equivocada-5');
  await expect(
    page.getByText('Superaste el número de intentos. Vuelve a intentarlo en 15 minutos.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL('/');
  await checkScreen(page, testInfo, 'login-attempt-limit', 'Inicia sesión');
});
