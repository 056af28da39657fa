import type { Page } from '@playwright/test';
import { fakeCameraOptions } from './fake-camera';
import { DEMO_PASSWORD, checkScreen, expect, logIn, test } from './support';

// The facial check end to end with Chromium's fake camera, which films a small drawn face
// (e2e/fake-camera.ts, made here). The biometrics sandbox answers by the DNI's last digit
// (apps/api/src/adapters/biometrics): 9 negative twice then positive, 6 always negative,
// 0 positive.
//
// The camera is allowed per context (`permissions`) rather than with
// --use-fake-ui-for-media-stream, which would accept every request: without a grant, headless
// Chromium refuses the camera as a customer pressing "Bloquear" does, in the same browser.
test.use({
  ...fakeCameraOptions(),
  // An action that cannot happen fails in seconds, not at the end of the journey's time.
  actionTimeout: 10_000,
});

const CHECK = '/subscription/biometric-validation?proposito=onboarding&volver=%2Fdashboard';

async function logInAndOpen(page: Page, email: string, origin = '') {
  await page.goto(`${origin}/`);
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${origin}${CHECK}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tómate una foto' })).toBeVisible();
}

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
  await logInAndOpen(page, 'kyc.rostro@e2e.pe');
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
  await logInAndOpen(page, 'kyc.limite@e2e.pe');
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

test.describe('without the camera', () => {
  test.use({ permissions: [] });

  test('a refused camera is explained and a photo from the device is sent instead', async ({
    page,
  }, testInfo) => {
    test.slow();
    await logInAndOpen(page, 'bio.camara@e2e.pe');
    await expect(page.getByText('No tenemos permiso para usar tu cámara')).toBeVisible();
    await checkScreen(page, testInfo, 'bio-05-no-camera', 'Tómate una foto');

    const input = page.getByLabel('Tomar o elegir una foto');
    await expect(input).toHaveAttribute('capture', 'user');
    await input.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByRole('alert')).toHaveText('Elige una foto en formato JPG, PNG o WebP.');

    // A photo taken with the phone: a PNG drawn by the browser itself.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 240;
      canvas.height = 320;
      const c = canvas.getContext('2d')!;
      c.fillStyle = '#c9d6df';
      c.fillRect(0, 0, 240, 320);
      c.fillStyle = '#b07a5a';
      c.beginPath();
      c.ellipse(120, 150, 60, 85, 0, 0, Math.PI * 2);
      c.fill();
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await input.setInputFiles({
      name: 'selfie.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await expect(page.getByRole('img', { name: 'Tu foto' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Tu identidad fue validada!' }),
    ).toBeVisible();
  });
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
  await logInAndOpen(page, 'bio.servicios@e2e.pe', portal);
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
