import type { Page } from '@playwright/test';
import { fakeCameraOptions } from './fake-camera';
import {
  API,
  DEMO_PASSWORD,
  checkScreen,
  expect,
  logIn,
  sessionToken,
  settleOrder,
  tabTo,
  test,
} from './support';

// Bank accounts and rescues end to end. cta.cuentas@e2e.pe has no account yet; res.rescate has
// Renta Corto Plazo Soles bought 200 days ago, Renta Mediano Plazo Soles 30 days ago (inside its
// 90 days: the early-rescue fee applies) and accounts at BCP (soles, main) and Interbank
// (dollars), all seeded by e2e/server.ts through the order services.
test.use({ ...fakeCameraOptions(), actionTimeout: 15_000 });

const SUMMARY = /^Hay \d+ error(es)? en el formulario$/;

/** A CCI of a bank, branch and account number (its check digits computed here). */
function cciOf(bank: string, branch: string, account: string): string {
  const first18 = `${bank}${branch}${account.slice(-12).padStart(12, '0')}`;
  const digit = (s: string) => {
    let sum = 0;
    [...s].forEach((c, i) => {
      const p = Number(c) * (i % 2 === 0 ? 1 : 2);
      sum += p > 9 ? p - 9 : p;
    });
    return (10 - (sum % 10)) % 10;
  };
  return `${first18}${digit(first18.slice(0, 6))}${digit(first18.slice(6))}`;
}

/** The same CCI with its last digit changed: a wrong check digit. */
const wrongDigit = (cci: string) => `${cci.slice(0, 19)}${(Number(cci[19]) + 1) % 10}`;

/** Money as the screens write it, for comparing with the API's decimal strings. */
const soles = (amount: string) =>
  `S/ ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(amount))}`;

test('an account: a wrong check digit first, then right, by keyboard alone', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/');
  await logIn(page, 'cta.cuentas@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Cuentas' }).first().click();
  await expect(page).toHaveURL('/accounts');
  await checkScreen(page, testInfo, 'acc-01-empty', 'Cuentas bancarias');

  await page.getByRole('link', { name: 'Agregar cuenta' }).first().click();
  await expect(page).toHaveURL('/accounts/create');
  await checkScreen(page, testInfo, 'acc-02-form', 'Agregar cuenta bancaria');

  const number = '19312345678';
  const cci = cciOf('002', '193', number);
  await test.step('the form by keyboard: the CCI is checked as it is typed', async () => {
    const bank = page.getByRole('combobox', { name: /Banco/ });
    await tabTo(page, bank);
    await bank.selectOption({ label: 'BCP' });
    await tabTo(page, page.getByRole('radio', { name: /Soles/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('radio', { name: 'Ahorros' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('textbox', { name: /Número de cuenta/ }));
    await page.keyboard.type(number);
    const cciField = page.getByRole('textbox', { name: /CCI/ });
    await tabTo(page, cciField);
    await page.keyboard.type(wrongDigit(cci));
    // The 20th digit: the check runs at once, before leaving the field.
    await expect(
      page.getByText('El CCI no es válido: revisa que esté bien escrito.'),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'acc-03-cci-wrong', 'Agregar cuenta bancaria');
    // The screen check moved the focus: back to the field, to its end.
    await tabTo(page, cciField);
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(cci.slice(19));
    await expect(page.getByText('CCI válido de BCP.')).toBeVisible();
    await expect(page.getByText('El CCI no es válido: revisa que esté bien escrito.')).toHaveCount(
      0,
    );
    await tabTo(page, page.getByRole('textbox', { name: /Alias/ }));
    await page.keyboard.type('Sueldo');
    await tabTo(page, page.getByRole('button', { name: 'Guardar cuenta' }));
    await page.keyboard.press('Enter');
    // The declaration and the password are missing: the summary says so, nothing typed is lost.
    await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
    await expect(cciField).toHaveValue(cci);
    await tabTo(page, page.getByRole('checkbox', { name: /Declaro que soy el titular/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel(/^Contraseña/));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
  });

  await test.step('the splash, then the list with the number masked', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Tu cuenta bancaria fue registrada!' }),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'acc-04-created', /cuenta bancaria fue registrada/);
    await page.getByRole('button', { name: 'Ver mis cuentas' }).click();
    await expect(page).toHaveURL('/accounts');
    const card = page.getByRole('listitem').filter({ hasText: 'BCP' });
    await expect(card).toContainText('Principal');
    await expect(card).toContainText('5678');
    await expect(card).not.toContainText(number);
    await card.getByRole('button', { name: /Mostrar números/ }).click();
    await expect(card).toContainText(number);
    await checkScreen(page, testInfo, 'acc-05-list', 'Cuentas bancarias');
  });

  await test.step('the same CCI again is refused on its field', async () => {
    await page.getByRole('link', { name: 'Agregar cuenta' }).first().click();
    await page.getByRole('combobox', { name: /Banco/ }).selectOption({ label: 'BCP' });
    await page.getByRole('radio', { name: /Soles/ }).check();
    await page.getByRole('radio', { name: 'Ahorros' }).check();
    await page.getByRole('textbox', { name: /Número de cuenta/ }).fill(number);
    await page.getByRole('textbox', { name: /CCI/ }).fill(cci);
    await page.getByRole('checkbox', { name: /Declaro que soy el titular/ }).check();
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Guardar cuenta' }).click();
    await expect(page.getByText('Este CCI ya está registrado.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Número de cuenta/ })).toHaveValue(number);
  });
});

/** Detalle of a fund: partial, in soles, the amount typed. */
async function typeAmount(page: Page, amount: string) {
  const field = page.getByRole('textbox', { name: /Monto a rescatar/ });
  await field.fill(amount);
  await field.blur();
}

test('a rescue at 390 px: the minimums on the field, the estimate against what is settled, 24 hours, a total rescue', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await logIn(page, 'res.rescate@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  await test.step('from home, the facial check first', async () => {
    await page.getByRole('link', { name: /^Rescatar de Renta Corto Plazo Soles/ }).click();
    await expect(page).toHaveURL(/\/rescue\/biometric-validation/);
    await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
    await page.getByRole('button', { name: 'Capturar' }).click();
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Confirmamos que eres tú');
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await expect(page).toHaveURL(/\/rescue\/create-rescue/);
    // Back from the facial check the title has the focus, and the page's title names the step.
    const title = page.getByRole('heading', { level: 1, name: 'Rescatar' });
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription('Detalle, paso 1 de 2');
    await expect(page).toHaveTitle(/^Detalle: Rescatar \|/);
  });

  await test.step('the minimum rescue and the minimum balance, on the field', async () => {
    await page.getByRole('combobox', { name: 'Fondo y serie' }).selectOption({
      label: 'Renta Corto Plazo Soles · Serie A',
    });
    await page.locator('label', { hasText: 'Rescate parcial' }).click();
    await expect(page.getByRole('radio', { name: /Rescate parcial/ })).toBeChecked();
    await checkScreen(page, testInfo, 'res-01-detail', 'Rescatar');
    await typeAmount(page, '50');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
    await expect(page.getByText('El monto mínimo de rescate es S/ 100.00.').first()).toBeVisible();
    await checkScreen(page, testInfo, 'res-02-minimum', 'Rescatar');
    const options = await (
      await request.get(`${API}/api/rescues/options`, {
        headers: { authorization: `Bearer ${await sessionToken(page)}` },
      })
    ).json();
    const rcps = options.holdings.find((h: { fund_code: string }) => h.fund_code === 'RCPS');
    const tooMuch = (Number(rcps.available_value) - 50).toFixed(2);
    await typeAmount(page, tooMuch);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page
        .getByText(/^Tu saldo quedaría por debajo del mínimo de permanencia de S\/ 100\.00\./)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Monto a rescatar/ })).toHaveValue(/\d/);
  });

  const preview = page.locator('[data-slot="rescue-preview"]').first();
  await test.step('the estimate follows the amount', async () => {
    await typeAmount(page, '500');
    await expect(preview).toContainText('S/ 500.00');
    await expect(preview).toContainText('Sin comisión de rescate anticipado');
    await expect(preview).toContainText('Impuesto a la renta retenido');
    await checkScreen(page, testInfo, 'res-03-estimate', 'Rescatar');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/paso=cuenta/);
    // After "Continuar" the new step's title has the focus and names it, as does the page title.
    const title = page.getByRole('heading', { level: 1, name: 'Rescatar' });
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription('Cuenta, paso 2 de 2');
    await expect(page).toHaveTitle(/^Cuenta: Rescatar \|/);
    await expect(page.getByRole('radio', { name: /BCP/ })).toBeChecked();
    await checkScreen(page, testInfo, 'res-04-account', 'Rescatar');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('button', { name: 'Solicitar rescate' }).click();
  });

  let reference = '';
  await test.step('the splash with the reference and the payment day', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rescate');
    const text = (await page.locator('main').textContent()) ?? '';
    reference = /RES-\d{4}-\d{6}/.exec(text)?.[0] ?? '';
    expect(reference).not.toBe('');
    await checkScreen(page, testInfo, 'res-05-created', /rescate/);
  });

  await test.step('settled at the trade date’s valor cuota: what the estimate said', async () => {
    await settleOrder(request, reference);
    const settled = await (
      await request.get(`${API}/api/rescues/${reference}`, {
        headers: { authorization: `Bearer ${await sessionToken(page)}` },
      })
    ).json();
    expect(settled).toMatchObject({ amount: '500.00', fee: '0.00', process_status: 'APPROVED' });
    // Cuotas held 200 days sold at a gain: 5 % of it is withheld, the rest is paid.
    expect(Number(settled.tax)).toBeGreaterThan(0);
    expect(Number(settled.net)).toBeCloseTo(500 - Number(settled.tax), 2);
    // The cuotas sold are those 500.00 need at the applied valor cuota, rounded up.
    const needed = Math.ceil((500 / Number(settled.valor_cuota)) * 1e8) / 1e8;
    expect(Number(settled.cuotas)).toBeCloseTo(needed, 8);
    // A link to the order (as home's "Ver seguimiento") opens its tracker.
    await page.goto(`/movements?orden=${reference}`);
    await expect(page.getByText(`Rescate · `).first()).toBeVisible();
    const tracker = page.getByRole('dialog');
    await expect(tracker).toContainText(`${settled.cuotas} cuotas a ${settled.valor_cuota}`);
    await expect(tracker).toContainText(`impuesto a la renta retenido ${soles(settled.tax)}`);
    await expect(tracker).toContainText(`Monto neto: ${soles(settled.net)}`);
    await page.keyboard.press('Escape');
  });

  await test.step('a second rescue of the fund within 24 hours is refused', async () => {
    await page.goto('/rescue/create-rescue?fondo=RCPS');
    await expect(
      page.getByText('Aún no puedes solicitar otro rescate de este fondo'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await checkScreen(page, testInfo, 'res-06-blocked', 'Rescatar');
  });

  await test.step('a total rescue of the other fund, with its early-rescue fee', async () => {
    const otherFund = { label: 'Renta Mediano Plazo Soles · Serie A' };
    await page.getByRole('combobox', { name: 'Fondo y serie' }).selectOption(otherFund);
    // The first rescue spent its facial check: this one asks for its own.
    await expect(page).toHaveURL(/\/rescue\/biometric-validation/);
    await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
    await page.getByRole('button', { name: 'Capturar' }).click();
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Confirmamos que eres tú');
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await expect(page).toHaveURL(/\/rescue\/create-rescue/);
    await page.getByRole('combobox', { name: 'Fondo y serie' }).selectOption(otherFund);
    await page.locator('label', { hasText: 'Rescate total' }).click();
    await expect(preview).toContainText('Comisión de rescate anticipado');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Solicitar rescate' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rescate');
  });
});

test('a scheduled rescue: set up from the fund’s position after the facial check, then paused, resumed and cancelled there', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.goto('/');
  await logIn(page, 'res.programado@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  await test.step('from the position, the facial check first', async () => {
    await page.getByRole('link', { name: /^Programar rescate de Renta Corto Plazo Soles/ }).click();
    await expect(page).toHaveURL(/\/rescue\/biometric-validation/);
    await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
    await page.getByRole('button', { name: 'Capturar' }).click();
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await page.getByRole('button', { name: /^Continuar/ }).click();
    await expect(page).toHaveURL(/\/rescue\/scheduled-rescue\?fondo=RCPS/);
    await expect(page.getByRole('heading', { level: 1, name: 'Programar rescate' })).toBeVisible();
    await checkScreen(page, testInfo, 'sch-01-form', 'Programar rescate');
  });

  const amount = page.getByRole('textbox', { name: /Monto de cada rescate/ });
  await test.step('under the minimum and no day: both said, on their fields', async () => {
    await amount.fill('5');
    // Leaving the field says what is wrong with it (and moves the page below it).
    await amount.blur();
    await expect(page.getByText(/^El monto mínimo de rescate es S\/ /).first()).toBeVisible();
    await page.getByRole('button', { name: 'Programar rescate' }).click();
    await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ has: page.getByRole('heading', { name: SUMMARY }) }),
    ).toBeFocused();
    await expect(page.getByText(/^El monto mínimo de rescate es S\/ /).first()).toBeVisible();
    await expect(page.getByText('Elige el día del mes del rescate.').first()).toBeVisible();
    await checkScreen(page, testInfo, 'sch-02-errors', 'Programar rescate');
  });

  await test.step('an amount and a day: the first rescue’s day, then the splash', async () => {
    await amount.fill('200');
    await amount.blur();
    await page.getByRole('combobox', { name: /Día de cada mes/ }).selectOption({ label: 'Día 15' });
    await expect(page.getByText(/^Tu primer rescate será el /)).toContainText('15 de');
    await page.getByRole('button', { name: 'Programar rescate' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tu rescate programado está activo',
    );
    await expect(page.getByText(/^Cada mes, el día 15, rescataremos S\/ 200\.00/)).toBeVisible();
    await checkScreen(page, testInfo, 'sch-03-created', 'Tu rescate programado está activo');
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
  });

  const block = page.locator('[data-slot="holding-schedule"]:visible');
  await test.step('home shows it under the position: paused, resumed, cancelled', async () => {
    await expect(block).toContainText('Activo');
    await expect(block).toContainText('el día 15 de cada mes, a tu cuenta BCP');
    await expect(block).toContainText('S/ 200.00');
    await page
      .getByRole('button', { name: /^Pausar el rescate programado de Renta Corto Plazo Soles/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: /^Pausaste/ })).toBeVisible();
    await expect(block).toContainText('Pausado');
    await expect(block).toContainText('No haremos ningún rescate mientras esté pausado.');
    await checkScreen(page, testInfo, 'sch-04-paused', /^Hola/i);
    await page.getByRole('button', { name: /^Reanudar el rescate programado/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Reanudaste/ })).toContainText(
      'El próximo será el',
    );
    await page.getByRole('button', { name: /^Cancelar el rescate programado/ }).click();
    await page.getByRole('button', { name: /^Sí, cancelar el rescate programado/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Cancelaste/ })).toBeVisible();
    await expect(block).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /^Programar rescate de Renta Corto Plazo Soles/ }),
    ).toBeVisible();
  });
});
