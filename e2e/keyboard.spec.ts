import type { Page } from '@playwright/test';
import {
  NEW_PASSWORD,
  expect,
  mailbox,
  readCode,
  tabTo,
  test,
  uniqueDni,
  uniqueEmail,
} from './support';

// The whole journey of a new customer with the keyboard alone: Tab, Shift+Tab, Space, Enter
// and typing. No click, no fill: every control must be reachable and operable.

async function typeInto(page: Page, name: string | RegExp, text: string) {
  await tabTo(page, page.getByRole('textbox', { name, exact: typeof name === 'string' }));
  await page.keyboard.type(text);
}

async function tick(page: Page, name: RegExp) {
  const box = page.getByRole('checkbox', { name });
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

async function press(page: Page, role: 'button' | 'link', name: string) {
  await tabTo(page, page.getByRole(role, { name, exact: true }));
  await page.keyboard.press('Enter');
}

test('a new customer completes the whole journey with the keyboard only', async ({
  page,
  request,
}) => {
  // The whole journey by keyboard: a minute beside the component suite on a busy machine, so
  // three times the usual limit.
  test.slow();
  const email = uniqueEmail('teclado');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  await press(page, 'link', 'Regístrate');

  await expect(page).toHaveURL('/auth/register');
  await typeInto(page, 'Correo electrónico', email);
  await tick(page, /Términos y condiciones/);
  await tick(page, /Política de privacidad/);
  await press(page, 'button', 'Crear cuenta');

  await expect(page.getByRole('heading', { level: 1, name: 'Verifica tu correo' })).toBeVisible();
  await typeInto(page, 'Dígito 1 de 6', await readCode(request, email));
  await press(page, 'button', 'Verificar correo');

  await expect(
    page.getByRole('heading', { level: 1, name: '¡Tu correo fue verificado!' }),
  ).toBeVisible();
  await press(page, 'button', 'Continuar');

  await expect(page).toHaveURL('/auth/identity-validation');
  const documentType = page.getByRole('combobox', { name: 'Tipo de documento' });
  await tabTo(page, documentType);
  await page.keyboard.type('DNI');
  await expect(documentType.locator('option:checked')).toHaveText('DNI');
  await typeInto(page, 'Número de DNI', uniqueDni());
  await typeInto(page, 'Día', '03');
  await typeInto(page, 'Mes', '11');
  await typeInto(page, 'Año', '1985');
  await typeInto(page, 'Nombres', 'Julio César');
  await typeInto(page, 'Apellidos', 'Ccori Huanca');
  await press(page, 'button', 'Validar identidad');

  await expect(
    page.getByRole('heading', { level: 1, name: '¡Validamos tus datos!' }),
  ).toBeVisible();
  const before = (await mailbox(request, email)).length;
  await press(page, 'button', 'Crear mi contraseña');

  await expect(page).toHaveURL('/auth/generate-password');
  await typeInto(page, 'Dígito 1 de 6', await readCode(request, email, before));
  await tabTo(page, page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }));
  await page.keyboard.type(NEW_PASSWORD);
  await tabTo(page, page.getByRole('textbox', { name: 'Confirma tu contraseña', exact: true }));
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: '¡Tu registro está completo!' }),
  ).toBeVisible();
  await press(page, 'button', 'Ir al inicio');

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Julio' })).toBeVisible();
  await press(page, 'button', 'Menú de cuenta');
  await press(page, 'button', 'Cerrar sesión');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Cerraste sesión correctamente.')).toBeVisible();

  // And back in, with the keyboard.
  await typeInto(page, 'Correo electrónico', email);
  await tabTo(page, page.getByRole('textbox', { name: 'Contraseña', exact: true }));
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Julio' })).toBeVisible();
});
