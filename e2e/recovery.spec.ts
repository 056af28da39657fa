import {
  API,
  NEW_PASSWORD,
  advanceClock,
  checkScreen,
  expect,
  askForRecoveryCode,
  test,
  pasteCode,
} from './support';

// Seeded customers with a password that no other test uses.
const WRONG = 'sinverificar@demo.pe';
const EXPIRED = 'deshabilitado@demo.pe';
const USED = 'bloqueado@demo.pe';

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('a wrong recovery code says so', async ({ page, request }, testInfo) => {
  const code = await askForRecoveryCode(page, request, WRONG);
  await checkScreen(page, testInfo, 'recovery-code', 'Ingresa el código');
  await pasteCode(page, otherCode(code));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El código no es correcto.').first()).toBeVisible();
  await checkScreen(page, testInfo, 'recovery-code-wrong', 'Ingresa el código');
});

test.describe('with the clock moved forward', () => {
  // It runs alone: the tests beside it would see their codes and sessions age too.
  test.use({ movesClock: true });

  test('an expired recovery code says so', async ({ page, request }, testInfo) => {
    const code = await askForRecoveryCode(page, request, EXPIRED);
    await advanceClock(request, 11); // codes last 10 minutes
    await pasteCode(page, code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('El código expiró. Solicita uno nuevo.').first()).toBeVisible();
    await checkScreen(page, testInfo, 'recovery-code-expired', 'Ingresa el código');
  });
});

test('a used recovery code says so', async ({ page, request }, testInfo) => {
  const code = await askForRecoveryCode(page, request, USED);
  // The customer already used this code to reset the password in another window.
  const reset = await request.put(`${API}/api/user/app/reset-password/`, {
    headers: { Platform: 'WEB' },
    data: { email: USED, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  await pasteCode(page, code);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('Este código ya fue utilizado. Solicita uno nuevo.').first(),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'recovery-code-used', 'Ingresa el código');
});

test('a customer recovers the password and logs in with the new one', async ({
  page,
  request,
}, testInfo) => {
  const email = 'nuevo@demo.pe';
  const code = await askForRecoveryCode(page, request, email, testInfo);
  await pasteCode(page, code);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await checkScreen(page, testInfo, 'recovery-new-password', 'Crea tu nueva contraseña');
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(NEW_PASSWORD);
  await page
    .getByRole('textbox', { name: 'Confirma tu contraseña', exact: true })
    .fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await checkScreen(page, testInfo, 'recovery-completed', '¡Tu contraseña fue restablecida!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL('/dashboard');
});
