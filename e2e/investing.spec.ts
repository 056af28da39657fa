import type { APIRequestContext, Page } from '@playwright/test';
import { fakeCameraOptions } from './fake-camera';
import {
  API,
  DEMO_PASSWORD,
  checkScreen,
  expect,
  logIn,
  runAxe,
  settleOrder,
  tabTo,
  test,
} from './support';

// Investing end to end: a participant picks a fund, the Detalle step checks the amount against
// the series' minimum, the facial check (Chromium's fake camera) confirms who places the
// order, and the order is paid by transfer (receipt, then the treasury's review) or by card
// through the sandbox gateway (declined, then approved). Movements, the tracker, cancellation
// and home's "Órdenes en proceso" read the orders back. Each journey has its own customer
// (e2e/server.ts), whose DNI the biometrics sandbox accepts.
test.use({
  ...fakeCameraOptions(),
  actionTimeout: 15_000,
});

const FUND = 'RCPS';
const FUND_NAME = 'Renta Corto Plazo Soles';
/** The transfer journey's fund, whose valor cuota the journey publishes (no other spec reads it). */
const SETTLED_FUND = { code: 'RMPS', name: 'Renta Mediano Plazo Soles' };
const REFERENCE = /SUS-\d{4}-\d{6}/;
/** The error summary's heading. */
const SUMMARY = /^Hay \d+ error(es)? en el formulario$/;
/** An amount as the field shows it once left: `1,500.00`. */
const shown = (amount: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(amount);

/** A 1×1 PNG: what a phone's screenshot of a transfer is, as far as the API's checks go. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function logInAndOpenFund(page: Page, email: string, fund = { code: FUND, name: FUND_NAME }) {
  await page.goto('/');
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/products/detail?fondo=${fund.code}`);
  await expect(page.getByRole('heading', { level: 1, name: fund.name })).toBeVisible();
  await page
    .getByRole('link', { name: /^Invertir/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/subscription/investment\\?fondo=${fund.code}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Invertir' })).toBeVisible();
}

async function fillDetail(page: Page, amount: string) {
  await page.getByRole('textbox', { name: /Monto a invertir/ }).fill(amount);
  await page.getByRole('combobox', { name: /Origen de los fondos/ }).selectOption({
    label: 'Ahorros',
  });
}

/** The facial check the order asks for, then back to Detalle with every answer kept. */
async function passFaceCheck(page: Page, amount: number) {
  await expect(page).toHaveURL(/\/subscription\/biometric-validation\?proposito=subscription/);
  await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Capturar' }).click();
  await page.getByRole('button', { name: 'Enviar foto' }).click();
  await page.getByRole('button', { name: /^Continuar/ }).click();
  await expect(page).toHaveURL(/\/subscription\/investment\?paso=detalle/);
  await expect(page.getByRole('textbox', { name: /Monto a invertir/ })).toHaveValue(shown(amount));
}

async function orderReference(page: Page): Promise<string> {
  await expect(page.locator('main')).toContainText(REFERENCE);
  const text = (await page.locator('main').textContent()) ?? '';
  const found = REFERENCE.exec(text)?.[0];
  expect(found, 'the order reference on screen').toBeTruthy();
  return found!;
}

async function review(request: APIRequestContext, reference: string, decision: string) {
  const answer = await request.post(`${API}/api/dev/orders/${reference}/review`, {
    data: { decision },
  });
  expect(answer.status()).toBe(200);
}

test('a transfer: the minimum, the facial check, the receipt, the review, movements and home', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await logInAndOpenFund(page, 'inv.transferencia@e2e.pe', SETTLED_FUND);

  await test.step('Detalle refuses an amount under the minimum and keeps what was typed', async () => {
    await checkScreen(page, testInfo, 'inv-01-detail', 'Invertir');
    await fillDetail(page, '10');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
    await expect(
      page.getByText(/El monto mínimo de inversión inicial en la Serie A es S\/ /).first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    await checkScreen(page, testInfo, 'inv-02-detail-minimum', 'Invertir');
    await expect(page.getByRole('combobox', { name: /Origen de los fondos/ })).toHaveValue(
      'SAVINGS',
    );
  });

  await test.step('the facial check, then the order is placed', async () => {
    await fillDetail(page, '1000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await passFaceCheck(page, 1000);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/paso=banco/);
    await expect(page.getByRole('radio', { name: 'Transferencia bancaria' })).toBeChecked();
    await checkScreen(page, testInfo, 'inv-03-bank', 'Invertir');
  });

  const reference = await orderReference(page);

  await test.step('Constancia asks for the operation number and the receipt', async () => {
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/paso=constancia/);
    await page.getByRole('button', { name: 'Enviar constancia' }).click();
    await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
    await checkScreen(page, testInfo, 'inv-04-receipt-errors', 'Invertir');
    await page.getByRole('textbox', { name: /Número de operación/ }).fill('48213377');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'transferencia.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: 'Enviar constancia' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Recibimos tu constancia/ }),
    ).toBeVisible();
    await expect(page.getByText(reference).first()).toBeVisible();
    await checkScreen(page, testInfo, 'inv-05-pending', /Recibimos tu constancia/);
  });

  await test.step('the constancia downloads as a PDF', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Descargar constancia/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });

  await test.step('home lists the order in process', async () => {
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL('/dashboard');
    const inProcess = page.getByRole('region', { name: 'Órdenes en proceso' });
    await expect(inProcess.getByText(reference).first()).toBeVisible();
    await checkScreen(page, testInfo, 'inv-06-home', /Hola/);
  });

  await test.step('the treasury approves: movements and the tracker say so', async () => {
    await review(request, reference, 'approve');
    await page.goto('/movements');
    await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('PagoExitoso');
    await checkScreen(page, testInfo, 'inv-07-movements', 'Movimientos');
    await row.getByRole('button', { name: /Ver seguimiento/ }).click();
    const tracker = page.getByRole('dialog');
    await expect(tracker).toContainText('Pago confirmado');
    await expect(tracker.getByRole('button', { name: /Anular/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(tracker).toBeHidden();
  });

  await test.step('the CSV of the movements downloads', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Descargar CSV/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });

  await test.step('the trade date’s valor cuota is published: the order becomes cuotas', async () => {
    await settleOrder(request, reference);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('OrdenAprobado');
    await expect(row).not.toContainText('Por asignar');
    await row.getByRole('button', { name: /Ver seguimiento/ }).click();
    await expect(page.getByRole('dialog')).toContainText(/Liquidada: \d+\.\d{8} cuotas/);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('table', { name: 'Tus fondos' })).toContainText(SETTLED_FUND.name);
    await expect(page.getByRole('region', { name: 'Órdenes en proceso' })).toHaveCount(0);
    await checkScreen(page, testInfo, 'inv-12-home-settled', /Hola/);
  });
});

test('a card: declined, then approved; another order is annulled from its tracker', async ({
  page,
}, testInfo) => {
  test.slow();
  await logInAndOpenFund(page, 'inv.tarjeta@e2e.pe');
  await fillDetail(page, '1500');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await passFaceCheck(page, 1500);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/paso=banco/);
  const reference = await orderReference(page);

  await test.step('the gateway declines the card', async () => {
    await page.getByRole('radio', { name: 'Pago en línea' }).check({ force: true });
    await page.getByRole('button', { name: 'Ir a pagar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago con tarjeta' })).toBeVisible();
    await page.getByLabel('Número de tarjeta').fill('4000000000000002');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page).toHaveURL(/paso=constancia.*pago=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No pudimos completar tu pago' }),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'inv-08-declined', 'No pudimos completar tu pago');
  });

  await test.step('another card is approved', async () => {
    await page.getByRole('button', { name: 'Intentar con otra tarjeta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago con tarjeta' })).toBeVisible();
    await page.getByLabel('Número de tarjeta').fill('4111111111111111');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible();
    await expect(page.getByText(reference).first()).toBeVisible();
    await checkScreen(page, testInfo, 'inv-09-approved', '¡Pago exitoso!');
  });

  await test.step('a second order, left unpaid, is annulled from its tracker', async () => {
    await page.goto(`/subscription/investment?fondo=${FUND}`);
    // The same values as the paid order: a new order all the same, not the paid one again.
    await fillDetail(page, '1500');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // One facial check per order: the paid order spent the first, so this one asks again.
    await passFaceCheck(page, 1500);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/paso=banco/);
    const second = await orderReference(page);
    expect(second).not.toBe(reference);
    await page.goto(`/movements?orden=${second}`);
    const tracker = page.getByRole('dialog');
    await expect(tracker).toContainText('Esperando tu pago');
    // The page behind the dialog is inert: axe checks the dialog, and its shot is kept.
    const axe = await runAxe(page, '[role="dialog"]');
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await testInfo.attach('inv-10-tracker.png', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await tracker.getByRole('button', { name: 'Anular orden' }).click();
    await tracker.getByRole('button', { name: /Sí, anular/ }).click();
    await expect(tracker).toContainText('Orden anulada');
    // While the annulment is in flight the dialog cannot be dismissed and hides its close
    // button; the steps may already say "Orden anulada" a moment before it ends.
    await expect(tracker.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tracker).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: second })).toContainText('Anulad');
  });
});

test('keyboard alone at 390 px: Detalle, the facial check and Banco', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await logIn(page, 'inv.teclado@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/subscription/investment?fondo=${FUND}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invertir' })).toBeVisible();

  const amount = page.getByRole('textbox', { name: /Monto a invertir/ });
  await tabTo(page, amount);
  await page.keyboard.type('1200');
  const origin = page.getByRole('combobox', { name: /Origen de los fondos/ });
  await tabTo(page, origin);
  await origin.selectOption({ label: 'Sueldo o salario' });
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/biometric-validation/);
  await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Capturar' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Enviar foto' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: /^Continuar/ }));
  await page.keyboard.press('Enter');

  await expect(amount).toHaveValue(shown(1200));
  // Back from the facial check, and on each step after "Continuar", the step's title has the
  // focus and names the step: the next Tab starts from the top of the step.
  const title = page.getByRole('heading', { level: 1, name: 'Invertir' });
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription('Detalle, paso 1 de 3');
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/paso=banco/);
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription('Banco, paso 2 de 3');
  await expect(page).toHaveTitle(/^Banco: Tu inversión/);
  await checkScreen(page, testInfo, 'inv-11-bank-390', 'Invertir');
  // Nothing runs off the side of a phone's screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const copy = page.getByRole('button', { name: /^Copiar CCI/ }).first();
  await tabTo(page, copy);
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/paso=constancia/);
  await expect(page.getByRole('textbox', { name: /Número de operación/ })).toBeVisible();
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription('Constancia, paso 3 de 3');
});
