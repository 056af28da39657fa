import {
  NEW_PASSWORD,
  checkScreen,
  expect,
  logIn,
  mailbox,
  readCode,
  test,
  typeCode,
  uniqueDni,
  uniqueEmail,
} from './support';

test('a new customer registers, verifies the email, validates identity, creates a password, logs in and out', async ({
  page,
  request,
}, testInfo) => {
  // The whole journey, ten screens each checked for accessibility: three times the usual
  // time limit, so a busy machine (npm test runs this beside the component suite) is no failure.
  test.slow();
  const email = uniqueEmail('nuevo');

  await test.step('login page', async () => {
    await page.goto('/');
    await checkScreen(page, testInfo, '01-login', 'Inicia sesión');
    await page.getByRole('link', { name: 'Regístrate' }).click();
  });

  await test.step('registration', async () => {
    await expect(page).toHaveURL('/auth/register');
    await checkScreen(page, testInfo, '02-register', 'Crea tu cuenta');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByRole('checkbox', { name: /Términos y condiciones/ }).check();
    await page.getByRole('checkbox', { name: /Política de privacidad/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
  });

  await test.step('email verification with the mailed code', async () => {
    await checkScreen(page, testInfo, '03-verify-email', 'Verifica tu correo');
    await typeCode(page, await readCode(request, email));
    await page.getByRole('button', { name: 'Verificar correo' }).click();
    await checkScreen(page, testInfo, '04-email-verified', '¡Tu correo fue verificado!');
    await page.getByRole('button', { name: 'Continuar' }).click();
  });

  await test.step('identity validation', async () => {
    await expect(page).toHaveURL('/auth/identity-validation');
    await checkScreen(page, testInfo, '05-identity', 'Valida tu identidad');
    await page.getByRole('combobox', { name: 'Tipo de documento' }).selectOption({ label: 'DNI' });
    await page.getByRole('textbox', { name: 'Número de DNI' }).fill(uniqueDni());
    await page.getByRole('textbox', { name: 'Día' }).fill('27');
    await page.getByRole('textbox', { name: 'Mes' }).fill('07');
    await page.getByRole('textbox', { name: 'Año' }).fill('1990');
    await page.getByRole('textbox', { name: 'Nombres' }).fill('Rosa Elena');
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('Mamani Condori');
    await page.getByRole('button', { name: 'Validar identidad' }).click();
    await checkScreen(page, testInfo, '06-identity-received', '¡Validamos tus datos!');
  });

  await test.step('password creation with the mailed code', async () => {
    const before = (await mailbox(request, email)).length;
    await page.getByRole('button', { name: 'Crear mi contraseña' }).click();
    await expect(page).toHaveURL('/auth/generate-password');
    await checkScreen(page, testInfo, '07-generate-password', 'Crea tu contraseña');
    await typeCode(page, await readCode(request, email, before));
    await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(NEW_PASSWORD);
    await page
      .getByRole('textbox', { name: 'Confirma tu contraseña', exact: true })
      .fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Crear contraseña' }).click();
    await checkScreen(page, testInfo, '08-register-completed', '¡Tu registro está completo!');
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
  });

  await test.step('home, then log out', async () => {
    await expect(page).toHaveURL('/dashboard');
    await checkScreen(page, testInfo, '09-home', 'Hola, Rosa');
    await page.getByRole('button', { name: 'Menú de cuenta' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Cerraste sesión correctamente.')).toBeVisible();
    await checkScreen(page, testInfo, '10-logged-out', 'Inicia sesión');
  });

  await test.step('log in with the new password, home, log out', async () => {
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Rosa' })).toBeVisible();
    await page.getByRole('button', { name: 'Menú de cuenta' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  });
});
