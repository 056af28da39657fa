import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, checkScreen, expect, logIn, test } from './support';

// Account statements, participation certificates and the funds' documents of a customer with
// months of subscriptions and rescues in soles and dollars (eecc.estados@e2e.pe, seeded by
// e2e/server.ts for this file alone).

const EMAIL = 'eecc.estados@e2e.pe';

/** A downloaded PDF's text, read in Node as a screen reader or a search would. */
async function pdfText(download: Download): Promise<string> {
  const body = await readFile((await download.path())!);
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('a month’s statement, one fund’s statement, a participation certificate and the documents', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Descargar estados de cuenta' }).click();
  await expect(page).toHaveURL('/profile/download-eecc');
  await checkScreen(page, testInfo, 'eecc-01-statements', 'Estados de cuenta');

  // The oldest month held is the first subscription's: it alone, from no cuotas to its cuotas.
  const month = page.getByRole('combobox', { name: /Mes/ });
  const months = await month.locator('option:not([value=""])').allTextContents();
  expect(months.length).toBeGreaterThanOrEqual(6);
  const oldest = months.at(-1)!;
  await month.selectOption({ label: oldest });
  await expect(page.getByRole('combobox', { name: /Fondo/ })).toHaveValue('ALL');
  const first = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  );
  expect(first.suggestedFilename()).toMatch(/^estado-de-cuenta-\d{4}-\d{2}\.pdf$/);
  await expect(page.getByRole('status').filter({ hasText: /^Listo: se descargó/ })).toBeVisible();
  const text = await pdfText(first);
  expect(text).toContain(`Periodo: del 1 de ${oldest}`);
  expect(text).toContain('Teresa Vargas Núñez');
  expect(text).toContain('DNI 72345792');
  expect(text).toContain('Renta Corto Plazo Soles · Serie A (000) · Soles (S/)');
  expect(text).toMatch(/Saldo inicial \(al \d{2}\/\d{2}\/\d{4}\) 0\.00000000 /);
  const row =
    /\d{2}\/\d{2}\/\d{4} Suscripción SUS-\d{4}-\d{6} S\/ 4,000\.00 \+([\d,.]+) S\/ ([\d,.]+)/.exec(
      text,
    );
  expect(row, 'the subscription’s row').not.toBeNull();
  // The closing cuotas are that subscription's.
  expect(text).toMatch(
    new RegExp(`Saldo final \\(al \\d{2}/\\d{2}/\\d{4}\\) ${row![1]!.replace(/\./g, '\\.')} `),
  );
  expect(text).toContain('Las rentabilidades pasadas no garantizan rentabilidades futuras.');
  expect(text).toMatch(/Página 1 de \d/);
  expect(text).not.toContain('Dólares');

  // The newest month, the fund in dollars alone.
  await month.selectOption({ label: months[0]! });
  await page
    .getByRole('combobox', { name: /Fondo/ })
    .selectOption({ label: 'Renta Corto Plazo Dólares' });
  const usd = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  );
  expect(usd.suggestedFilename()).toMatch(/^estado-de-cuenta-\d{4}-\d{2}-rcpd\.pdf$/);
  const usdText = await pdfText(usd);
  expect(usdText).toContain('Renta Corto Plazo Dólares · Serie A (000) · Dólares (US$)');
  expect(usdText).toMatch(
    /Saldo final \(al \d{2}\/\d{2}\/\d{4}\) [\d,.]+ US\$ [\d,.]+ US\$ [\d,.]+/,
  );
  expect(usdText).not.toContain('Renta Corto Plazo Soles');
  await checkScreen(page, testInfo, 'eecc-02-statement-saved', 'Estados de cuenta');

  // Certificates and documents.
  await page.getByRole('link', { name: 'Volver a mi perfil' }).click();
  await page
    .getByRole('link', { name: 'Certificados de participación y documentos de tus fondos' })
    .click();
  await expect(page).toHaveURL('/profile/documents');
  await checkScreen(page, testInfo, 'eecc-03-documents', 'Certificados y documentos');
  const soles = page.getByRole('region', { name: 'Renta Corto Plazo Soles' });
  const cert = await downloadOf(page, () =>
    soles.getByRole('button', { name: /^Descargar certificado/ }).click(),
  );
  expect(cert.suggestedFilename()).toMatch(
    /^certificado-de-participacion-rcps-000-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const certText = await pdfText(cert);
  expect(certText).toContain('Certificado de participación');
  expect(certText).toContain(
    'Teresa Vargas Núñez, DNI 72345792, es partícipe del fondo mutuo Renta Corto Plazo Soles',
  );
  const held = /Serie A \(000\) · ([\d,.]+) cuotas/.exec((await soles.textContent()) ?? '');
  expect(held, 'the cuotas held on the page').not.toBeNull();
  expect(certText).toContain(`Cuotas ${held![1]}`);
  expect(certText).toMatch(/Valor de las cuotas S\/ [\d,.]+/);

  // A date in the future is refused on the page, before any call.
  const year = soles.getByRole('textbox', { name: 'Año' });
  await year.fill(String(new Date().getFullYear() + 1));
  await soles.getByRole('button', { name: /^Descargar certificado/ }).click();
  await expect(soles.getByText('La fecha no puede ser posterior a hoy.')).toBeVisible();
  await checkScreen(page, testInfo, 'eecc-04-certificate-date', 'Certificados y documentos');

  // The fund's documents are there and open.
  const prospecto = soles.getByRole('link', { name: /^Prospecto simplificado \(PDF\)/ });
  const href = await prospecto.getAttribute('href');
  expect(href).toBe('/api/funds/RCPS/documents/prospecto-simplificado.pdf');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await expect(
    soles.getByRole('link', { name: /^Reglamento de participación \(PDF\)/ }),
  ).toBeVisible();
});

test('at a phone’s width, both pages', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await logIn(page, EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile/download-eecc');
  await checkScreen(page, testInfo, 'eecc-05-statements-phone', 'Estados de cuenta');
  await page.goto('/profile/documents');
  await checkScreen(page, testInfo, 'eecc-06-documents-phone', 'Certificados y documentos');
});
