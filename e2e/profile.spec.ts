import {
  DEMO_PASSWORD,
  checkScreen,
  expect,
  logIn,
  mailbox,
  pasteCode,
  readCode,
  readSmsCode,
  test,
  typeCode,
} from './support';

const SUMMARY = /^Hay \d+ error(es)? en el formulario$/;

// The profile page and its password change. pwd.cambio@e2e.pe is seeded by e2e/server.ts for
// them (the consents first: the password change comes after, in this file's order).

const NEW_PASSWORD = 'Quipu#Nueva2026';

test('the profile: data masked, the way to each change, and an optional consent given then withdrawn', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'pwd.cambio@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Perfil' })
    .click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('pwd.cambio@e2e.pe')).toHaveCount(0);
  await checkScreen(page, testInfo, 'prof-01-profile', 'Mi perfil');

  const marketing = page.locator('[data-consent="MARKETING"]');
  await expect(marketing).toContainText('Sin respuesta');
  await marketing.getByRole('button', { name: /^Aceptar/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Diste tu consentimiento/ }),
  ).toBeVisible();
  await expect(marketing).toContainText(/^.*Aceptado el /);
  await marketing.getByRole('button', { name: /^Retirar/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Retiraste tu consentimiento/ }),
  ).toBeVisible();
  // Read again from the server, the withdrawal stays.
  await page.reload();
  await expect(page.locator('[data-consent="MARKETING"]')).toContainText('No aceptado el ');
  await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL('/profile/update-password');
});

test('a password change: the current one wrong first, then the other device signed out and the new one works', async ({
  page,
  browser,
}, testInfo) => {
  // Another device, signed in before the change.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await logIn(otherPage, 'pwd.cambio@e2e.pe', DEMO_PASSWORD);
  await expect(otherPage).toHaveURL(/\/dashboard/);

  await page.goto('/');
  await logIn(page, 'pwd.cambio@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile/update-password');
  await checkScreen(page, testInfo, 'pwd-01-form', 'Cambiar contraseña');

  const current = page.getByRole('textbox', { name: 'Contraseña actual' });
  await current.fill('NoEsMiClave#2026');
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Tu contraseña actual no es correcta.').first()).toBeVisible();
  await checkScreen(page, testInfo, 'pwd-02-wrong-current', 'Cambiar contraseña');

  await current.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '¡Tu contraseña fue actualizada!',
  );
  await checkScreen(page, testInfo, 'pwd-03-updated', '¡Tu contraseña fue actualizada!');
  // This device stays signed in.
  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL('/dashboard');

  // The other device's session has ended: its next page sends it to log in.
  await otherPage.goto('/movements');
  await expect(otherPage).toHaveURL('/');
  await logIn(otherPage, 'pwd.cambio@e2e.pe', DEMO_PASSWORD);
  await expect(
    otherPage.getByText('El correo electrónico o la contraseña son incorrectos.').first(),
  ).toBeVisible();
  await logIn(otherPage, 'pwd.cambio@e2e.pe', NEW_PASSWORD);
  // Back where it was going.
  await expect(otherPage).toHaveURL('/movements');
  await other.close();
});

test('the account’s activity lists the password change; "No fui yo" signs every device out and says what to do', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'pwd.cambio@e2e.pe', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Actividad de tu cuenta' }).click();
  await expect(page).toHaveURL('/profile/security');
  const list = page.getByRole('list', { name: 'Actividad de tu cuenta' });
  await expect(list).toContainText('Cambio de contraseña');
  await expect(list.getByRole('listitem').first()).toContainText('Inicio de sesión');
  await checkScreen(page, testInfo, 'prof-02-security', 'Actividad de tu cuenta');

  await list
    .getByRole('button', { name: /^No fui yo/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Sí, no fui yo' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByText(/^Cerramos todas tus sesiones y te enviamos un código/),
  ).toBeVisible();
});

test('an email change: the same address refused on its field, a wrong code, then the right one; the profile shows the new address', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'pwd.cambio@e2e.pe', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Cambiar el correo electrónico' }).click();
  await expect(page).toHaveURL('/profile/email');

  const email = page.getByRole('textbox', { name: /Nuevo correo electrónico/ });
  await email.fill('pwd.cambio@e2e.pe');
  await page.getByRole('textbox', { name: 'Contraseña actual' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
  await checkScreen(page, testInfo, 'prof-03-email-same', 'Cambiar correo electrónico');

  const seen = (await mailbox(request, 'lidia.nueva@e2e.pe')).length;
  await email.fill('lidia.nueva@e2e.pe');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Código de verificación')).toBeVisible();
  const code = await readCode(request, 'lidia.nueva@e2e.pe', seen);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
  await checkScreen(page, testInfo, 'prof-04-email-code-wrong', 'Cambiar correo electrónico');
  // Pasted over the wrong digits, as a customer copying it from the email does.
  await pasteCode(page, code);
  for (const [i, digit] of [...code].entries())
    await expect(page.getByRole('textbox', { name: `Dígito ${i + 1} de 6` })).toHaveValue(digit);
  await page.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Tu correo fue actualizado!');
  await page.getByRole('button', { name: 'Ir a mi perfil' }).click();
  await expect(page).toHaveURL('/profile');
  // The new address, masked.
  const shown = page.getByRole('definition').filter({ hasText: /va@e2e\.pe/ });
  await expect(shown).toBeVisible();
  await expect(shown).not.toContainText('lidia.nueva');
  // The old address was told.
  const old = await mailbox(request, 'pwd.cambio@e2e.pe');
  expect(old[0]?.subject).toBe('Cambiaste tu correo');
});

test('a phone change: another account’s number refused on its field, a wrong code, then the right one typed; the profile shows the new number', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'cel.cambio@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Cambiar el celular' }).click();
  await expect(page).toHaveURL('/profile/phone');
  await expect(page.getByText('+51 ••• ••• 788')).toBeVisible();

  const phone = page.getByRole('textbox', { name: /Nuevo celular/ });
  await phone.fill('987 650 788');
  await page.getByRole('textbox', { name: 'Contraseña actual' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
  await expect(
    page.getByText('El nuevo celular debe ser distinto al actual.').first(),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'prof-05-phone-same', 'Cambiar celular');

  await phone.fill('987 650 799');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Código de verificación')).toBeVisible();
  await expect(page.getByText('+51 ••• ••• 799')).toBeVisible();
  const code = await readSmsCode(request, '987650799');
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
  await checkScreen(page, testInfo, 'prof-06-phone-code-wrong', 'Cambiar celular');
  // Typed again over the wrong digits, as a customer reading it from the SMS does.
  await typeCode(page, code);
  for (const [i, digit] of [...code].entries())
    await expect(page.getByRole('textbox', { name: `Dígito ${i + 1} de 6` })).toHaveValue(digit);
  await page.getByRole('button', { name: 'Confirmar el cambio' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Tu celular fue verificado!');
  await page.getByRole('button', { name: 'Ir a mi perfil' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('definition').filter({ hasText: '+51 ••• ••• 799' })).toBeVisible();
  // The account's email was told.
  const mails = await mailbox(request, 'cel.cambio@e2e.pe');
  expect(mails[0]?.subject).toBe('Cambiaste tu celular');
});

test('an address change: the district emptied is said on its field, then a new address in Arequipa saved; the profile shows it', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'cel.cambio@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await expect(page.getByText('Av. Larco 1150, dpto. 402, Miraflores, Lima, Lima')).toBeVisible();
  await page.getByRole('link', { name: 'Cambiar la dirección' }).click();
  await expect(page).toHaveURL('/profile/edit');
  const district = page.getByRole('combobox', { name: /Distrito/ });
  await expect(district).toHaveValue('150122');

  // A new department empties the province and the district: saving says what is missing.
  await page.getByRole('combobox', { name: /Departamento/ }).selectOption({ label: 'Arequipa' });
  const street = page.getByRole('textbox', { name: /Dirección/ });
  await street.fill('Calle Mercaderes 210');
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
  await checkScreen(page, testInfo, 'prof-07-address-missing', 'Actualizar mi dirección');
  await expect(street).toHaveValue('Calle Mercaderes 210');

  await page.getByRole('combobox', { name: /Provincia/ }).selectOption({ label: 'Arequipa' });
  await district.selectOption({ label: 'Arequipa' });
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Actualizamos tu dirección!');
  await page.getByRole('button', { name: 'Ir a mi perfil' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Calle Mercaderes 210, Arequipa, Arequipa, Arequipa')).toBeVisible();
  const mails = await mailbox(request, 'cel.cambio@e2e.pe');
  expect(mails[0]?.subject).toBe('Actualizaste tu dirección');
});
