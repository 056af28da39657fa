import type { APIRequestContext, Page } from '@playwright/test';
import { fakeCameraOptions } from './fake-camera';
import {
  API,
  DEMO_PASSWORD,
  expect,
  logIn,
  mailbox,
  runAxe,
  sessionToken,
  settleOrder,
  test,
} from './support';

// Money on the bank's rails end to end (issue 36): a participant subscribes by transfer and
// uploads no receipt, so only the bank's record pays the order: the operator imports the day's
// camt.054 that credits its reference, and the customer sees it paid, then settled into cuotas.
// A rescue of those cuotas goes into the day's pain.001 (the rescue's reference, its net amount,
// the customer's CCI), and the bank's pain.002 accepting it makes it "Pagado". The operator's
// commands and the bank's files go through the API's control port (e2e/bank-control.ts).
// rail.banco@e2e.pe (e2e/server.ts) has client data and two accounts, nothing invested.
test.use({ ...fakeCameraOptions(), actionTimeout: 15_000 });

const CONTROL = `http://127.0.0.1:${process.env['E2E_CONTROL_PORT'] ?? 3311}`;
const EMAIL = 'rail.banco@e2e.pe';
const FUND = { code: 'RCPS', name: 'Renta Corto Plazo Soles' };
const AMOUNT = '2000.00';
const RESCUE = '800.00';

interface OperatorRun {
  ok: boolean;
  output: string[];
  xml: string | null;
  messageId?: string | null;
}

/** What the operator runs on the control port (e2e/bank-control.ts). */
async function operator(
  request: APIRequestContext,
  path: string,
  params: Record<string, string>,
): Promise<OperatorRun> {
  const res = await request.post(`${CONTROL}${path}`, { params });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OperatorRun;
}

async function asCustomer<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** The facial check an order asks for, then back to its form. */
async function passFaceCheck(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Capturar' }).click();
  await page.getByRole('button', { name: 'Enviar foto' }).click();
  await page.getByRole('button', { name: /^Continuar/ }).click();
}

/** The order's tracker, opened from its link (as home's "Ver seguimiento" and the mails do). */
async function openTracker(page: Page, reference: string) {
  await page.goto(`/movements?orden=${reference}`);
  // The page behind the dialog is inert: only the dialog is there to find.
  const tracker = page.getByRole('dialog', { name: 'Seguimiento de tu orden' });
  await expect(tracker).toContainText(reference);
  return tracker;
}

async function closeTracker(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The `CdtTrfTxInf` of a pain.001 that pays `reference` (its EndToEndId). */
function transferOf(pain001: string, reference: string): string {
  const transfers = pain001.match(/<CdtTrfTxInf>[\s\S]*?<\/CdtTrfTxInf>/g) ?? [];
  const found = transfers.filter((t) => t.includes(`<EndToEndId>${reference}</EndToEndId>`));
  expect(found, `one transfer for ${reference} in the pain.001`).toHaveLength(1);
  return found[0]!;
}

test('a transfer paid by the bank’s camt.054 settles; a rescue goes out in the pain.001 and is “Pagado” on the pain.002', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await logIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  let subscription = '';
  await test.step('a subscription by transfer: Banco gives the reference, no receipt is sent', async () => {
    await page.goto(`/products/detail?fondo=${FUND.code}`);
    await expect(page.getByRole('heading', { level: 1, name: FUND.name })).toBeVisible();
    await page
      .getByRole('link', { name: /^Invertir/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invertir' })).toBeVisible();
    await page.getByRole('textbox', { name: /Monto a invertir/ }).fill('2000');
    await page
      .getByRole('combobox', { name: /Origen de los fondos/ })
      .selectOption({ label: 'Ahorros' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/subscription\/biometric-validation/);
    await passFaceCheck(page);
    await expect(page).toHaveURL(/\/subscription\/investment\?paso=detalle/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/paso=banco/);
    await expect(page.getByRole('radio', { name: 'Transferencia bancaria' })).toBeChecked();
    await expect(page.locator('main')).toContainText(/SUS-\d{4}-\d{6}/);
    subscription = /SUS-\d{4}-\d{6}/.exec((await page.locator('main').textContent()) ?? '')![0];

    const tracker = await openTracker(page, subscription);
    await expect(tracker).toContainText('Esperando tu pago');
    await closeTracker(page);
    await expect(page.getByRole('row').filter({ hasText: subscription })).toContainText(
      'PagoPendiente',
    );
  });

  await test.step('the day’s camt.054 credits the reference: the order is paid', async () => {
    const run = await operator(request, '/bank/camt054', { reference: subscription });
    expect(run.xml).toContain('urn:iso:std:iso:20022:tech:xsd:camt.054.001.08');
    expect(run.xml).toContain(`<Amt Ccy="PEN">${AMOUNT}</Amt>`);
    expect(run.xml).toContain(`<Ustrd>${subscription}</Ustrd>`);
    expect(run.output.join('\n')).toContain(`paid: ${subscription}`);

    const tracker = await openTracker(page, subscription);
    await expect(tracker).toContainText('Pago confirmado');
    await expect(tracker).toContainText(
      'Transferencia confirmada en el estado de cuenta del banco',
    );
    await closeTracker(page);
    await expect(page.getByRole('row').filter({ hasText: subscription })).toContainText(
      'PagoExitoso',
    );
    const mails = await mailbox(request, EMAIL);
    expect(mails.map((m) => m.subject)).toContain(
      `Confirmamos el pago de tu orden ${subscription}`,
    );
  });

  await test.step('the trade date’s valor cuota: cuotas in movements and on home', async () => {
    await settleOrder(request, subscription);
    await page.goto('/movements');
    const row = page.getByRole('row').filter({ hasText: subscription });
    await expect(row).toContainText('OrdenAprobado');
    await expect(row).not.toContainText('Por asignar');
    const tracker = await openTracker(page, subscription);
    await expect(tracker).toContainText(/Liquidada: \d+\.\d{8} cuotas/);
    await closeTracker(page);
    await page.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('table', { name: 'Tus fondos' })).toContainText(FUND.name);
  });

  let rescue = '';
  await test.step('a partial rescue of the cuotas, to the main account in soles', async () => {
    await page
      .getByRole('link', { name: new RegExp(`^Rescatar de ${FUND.name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/rescue\/biometric-validation/);
    await passFaceCheck(page);
    await expect(page).toHaveURL(/\/rescue\/create-rescue/);
    // The one holding: no fund to choose.
    await expect(page.getByRole('region', { name: 'Tu inversión en esta serie' })).toContainText(
      `${FUND.name} · Serie A`,
    );
    await page.locator('label', { hasText: 'Rescate parcial' }).click();
    const amount = page.getByRole('textbox', { name: /Monto a rescatar/ });
    await amount.fill('800');
    await amount.blur();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/paso=cuenta/);
    await expect(page.getByRole('radio', { name: /BCP/ })).toBeChecked();
    await page.getByRole('button', { name: 'Solicitar rescate' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rescate');
    await expect(page.locator('main')).toContainText(/RES-\d{4}-\d{6}/);
    rescue = /RES-\d{4}-\d{6}/.exec((await page.locator('main').textContent()) ?? '')![0];
  });

  interface RescueView {
    amount: string;
    net: string | null;
    payment_status: string;
    process_status: string;
    payment_date: string;
    bank_account: { id: number; bank_name: string; last4: string };
  }
  let priced: RescueView | undefined;
  await test.step('priced at the trade date’s valor cuota: to be paid on its payment day', async () => {
    await settleOrder(request, rescue);
    priced = await asCustomer<RescueView>(page, request, `/api/rescues/${rescue}`);
    expect(priced).toMatchObject({
      amount: RESCUE,
      process_status: 'APPROVED',
      payment_status: 'PENDING',
    });
    const tracker = await openTracker(page, rescue);
    await expect(tracker).toContainText(`Pago en BCP •••• ${priced.bank_account.last4} hasta el`);
    await closeTracker(page);
  });

  let messageId = '';
  await test.step('the payment day’s pain.001 pays the net amount to the customer’s CCI', async () => {
    const { accounts } = await asCustomer<{ accounts: { id: number; cci: string }[] }>(
      page,
      request,
      '/api/bank-accounts',
    );
    const cci = accounts.find((a) => a.id === priced!.bank_account.id)!.cci;
    const run = await operator(request, '/payouts/export', { date: priced!.payment_date });
    expect(run.xml, run.output.join('\n')).toContain(
      'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
    );
    messageId = run.messageId!;
    expect(messageId).toMatch(/^PAY-\d{8}-\d+$/);
    const transfer = transferOf(run.xml!, rescue);
    expect(transfer).toContain(`<InstdAmt Ccy="PEN">${priced!.net}</InstdAmt>`);
    expect(transfer).toMatch(new RegExp(`<CdtrAcct>\\s*<Id>\\s*<Othr>\\s*<Id>${cci}</Id>`));
    expect(run.xml).toContain(`<Dt>${priced!.payment_date}</Dt>`);

    const tracker = await openTracker(page, rescue);
    await expect(tracker).toContainText(`Pago enviado a BCP •••• ${priced!.bank_account.last4}`);
    await expect(tracker).toContainText('Te avisaremos cuando tu banco confirme el abono.');
    const axe = await runAxe(page, '[role="dialog"]');
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await closeTracker(page);
    await expect(page.getByRole('row').filter({ hasText: rescue })).toContainText(
      'PagoEnviado al banco',
    );
  });

  await test.step('the bank’s pain.002 accepts it: the rescue is “Pagado”', async () => {
    const run = await operator(request, '/payouts/status', { message: messageId });
    expect(run.xml).toContain(`<OrgnlMsgId>${messageId}</OrgnlMsgId>`);
    expect(run.output.join('\n')).toMatch(/^paid [1-9]\d*, returned to the customer 0/);

    const tracker = await openTracker(page, rescue);
    await expect(tracker).toContainText(`Pagado en BCP •••• ${priced!.bank_account.last4}`);
    await expect(tracker).toContainText(`Monto neto: S/ ${priced!.net}`);
    const axe = await runAxe(page, '[role="dialog"]');
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await closeTracker(page);
    await expect(page.getByRole('row').filter({ hasText: rescue })).toContainText('PagoExitoso');
    const paid = await asCustomer<RescueView>(page, request, `/api/rescues/${rescue}`);
    expect(paid.payment_status).toBe('SUCCESS');
    const mails = await mailbox(request, EMAIL);
    expect(mails.map((m) => m.subject)).toContain(`Pagamos tu rescate ${rescue}`);
  });

  await test.step('on a phone, the rescue’s card says it was paid', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/movements');
    const card = page
      .getByRole('list', { name: 'Movimientos' })
      .getByRole('listitem')
      .filter({ hasText: rescue });
    await expect(card).toContainText('Exitoso');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
