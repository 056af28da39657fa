import type { Page } from '@playwright/test';
import { fakeCameraOptions } from './fake-camera';
import { checkScreen, expect, openFacialCheck, test } from './support';

// The facial check end to end with Chromium's fake camera, which films a small drawn face
// (e2e/fake-camera.ts, made here). The biometrics sandbox answers by the DNI's last digit
// (apps/api/src/adapters/biometrics): 9 negative twice then positive, 6 always negative,
// 0 positive.
//
// The customer allows the camera here; biometrics-refused.spec.ts answers the prompt "Bloquear".
test.use({
  ...fakeCameraOptions(),
  // An action that cannot happen fails in seconds, not at the end of the journey's time.
  actionTimeout: 10_000,
});

/** Waits for the camera to settle, captures and sends the photo. */
async function captureAndSend(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Capturar' }).click();
  await expect(page.getByRole('img', { name: 'Tu foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar foto' }).click();
}

test('the face check refuses twice, says why and how many attempts are left, then passes', async ({
  page,
}, testInfo) => {
  test.slow();
  await openFacialCheck(page, 'kyc.rostro@e2e.pe');
  await expect(page).toHaveTitle(/^Validación facial \|/);
  await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
  await checkScreen(page, testInfo, 'bio-01-camera', 'Tómate una foto');

  await captureAndSend(page);
  const refused = page.getByRole('alert').filter({ hasText: 'No pudimos validar tu identidad' });
  await expect(refused).toContainText('No pudimos confirmar que eres tú');
  await expect(refused).toContainText('Te quedan 2 intentos hoy.');
  await expect(page).toHaveTitle(/^Error: Validación facial/);
  await checkScreen(page, testInfo, 'bio-02-refused', 'Tómate una foto');

  await page.getByRole('button', { name: 'Volver a tomar' }).click();
  await captureAndSend(page);
  await expect(refused).toContainText('Te queda 1 intento hoy.');

  await page.getByRole('button', { name: 'Volver a tomar' }).click();
  await captureAndSend(page);
  await checkScreen(page, testInfo, 'bio-03-first-success', '¡Tu identidad fue validada!');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('after the third refusal the limit splash says when to try again, in Lima time', async ({
  page,
}, testInfo) => {
  test.slow();
  await openFacialCheck(page, 'kyc.limite@e2e.pe');
  for (const left of ['Te quedan 2 intentos hoy.', 'Te queda 1 intento hoy.']) {
    await captureAndSend(page);
    await expect(page.getByRole('alert')).toContainText(left);
    await page.getByRole('button', { name: 'Volver a tomar' }).click();
  }
  await captureAndSend(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Superaste el número de intentos' });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText(
      /Podrás volver a intentarlo el \p{L}+ \d+ de \p{L}+ a las 00:00 \(hora de Lima\)/u,
    ),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'bio-04-limit', 'Superaste el número de intentos');

  // Coming back the same day shows the limit at once.
  await page.reload();
  await expect(heading).toBeVisible();
});

test('the services base at another origin: the check goes there, allowed by the API’s CORS', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  // The portal opened as http://localhost; its build sends /api/toc to http://127.0.0.1.
  const portal = baseURL!.replace('//127.0.0.1:', '//localhost:');
  const services = new URL(baseURL!).origin;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  await openFacialCheck(page, 'bio.servicios@e2e.pe', portal);
  const compared = page.waitForResponse(
    (response) => response.url().endsWith('/selfie') && response.request().method() === 'POST',
  );
  await captureAndSend(page);
  const answer = await compared;
  expect(new URL(answer.url()).origin).toBe(services);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe(portal);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Tu identidad fue validada!' }),
  ).toBeVisible();

  // A later success of another purpose has its own splash.
  await page.goto(
    `${portal}/subscription/biometric-validation?proposito=subscription&volver=%2Fdashboard`,
  );
  await captureAndSend(page);
  await checkScreen(page, testInfo, 'bio-06-success', '¡Confirmamos que eres tú!');
  await page.getByRole('button', { name: 'Continuar con mi inversión' }).click();
  await expect(page).toHaveURL(`${portal}/dashboard`);

  // The facial check went to the services base; everything else stayed on the portal's origin.
  const toc = calls.filter((url) => new URL(url).pathname.startsWith('/api/toc/'));
  expect(toc.length).toBeGreaterThanOrEqual(4);
  expect(toc.every((url) => url.startsWith(`${services}/`))).toBe(true);
  expect(
    calls.filter((url) => !toc.includes(url)).every((url) => url.startsWith(`${portal}/`)),
  ).toBe(true);
});
