import { fakeCameraOptions } from './fake-camera';
import { checkScreen, expect, openFacialCheck, test } from './support';

// The facial check when the customer answers the browser's camera prompt "Bloquear": the
// screen says so and takes a photo from the device instead. A file of its own, because the
// prompt's answer is a launch option of the browser (fakeCameraOptions).
test.use(fakeCameraOptions({ allow: false }));

test('a refused camera is explained and a photo from the device is sent instead', async ({
  page,
}, testInfo) => {
  test.slow();
  await openFacialCheck(page, 'bio.camara@e2e.pe');
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
