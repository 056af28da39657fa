import type { Browser, FileChooser, Locator, Page } from '@playwright/test';
import { fakeCameraOptions } from './fake-camera';
import { DEMO_PASSWORD, checkScreen, expect, logIn, tabTo, test } from './support';

// Becoming a participant end to end: the type of participant, the client-data wizard (every
// step saved on the server), the facial check with Chromium's fake camera, the AML screening
// at confirmation and the yearly update. The customers are seeded by e2e/server.ts with their
// identity validated, a password and a risk profile; the biometrics sandbox passes their DNIs.
test.use({
  ...fakeCameraOptions(),
  actionTimeout: 10_000,
});

const WIZARD_HEADING = 'Tus datos de cliente';
/** The spouse's steps (Cónyuge and the spouse's PEP and Beneficiario final) say whose data they ask. */
const SPOUSE_HEADING = 'Datos de tu cónyuge';

async function logInToDashboard(page: Page, email: string) {
  await page.goto('/');
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A photo of a document side, drawn by the browser itself as a JPEG. */
async function documentPhoto(page: Page, tone: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 430;
    canvas.height = 270;
    const c = canvas.getContext('2d')!;
    c.fillStyle = fill;
    c.fillRect(0, 0, 430, 270);
    c.fillStyle = '#1f3b57';
    c.fillRect(24, 60, 110, 140);
    for (let line = 0; line < 5; line += 1) c.fillRect(160, 70 + line * 28, 220, 10);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  }, tone);
  return Buffer.from(base64, 'base64');
}

async function fillDate(group: Locator, day: string, month: string, year: string) {
  await group.getByRole('textbox', { name: 'Día' }).fill(day);
  await group.getByRole('textbox', { name: 'Mes' }).fill(month);
  await group.getByRole('textbox', { name: 'Año' }).fill(year);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

async function currentStep(page: Page, name: string) {
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^(${WIZARD_HEADING}|${SPOUSE_HEADING})$`),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /^Pasos/ }).locator('[aria-current="step"]'),
  ).toContainText(name);
}

async function chooseNatural(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cómo quieres invertir?' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Persona natural' }).check({ force: true });
  await continueButton(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registramos tu tipo de partícipe' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Completar mis datos' }).click();
}

async function fillDocument(page: Page) {
  await currentStep(page, 'Documento');
  await fillDate(page.getByRole('group', { name: /Fecha de emisión/ }), '15', '03', '2021');
  await fillDate(page.getByRole('group', { name: /Fecha de caducidad/ }), '15', '03', '2031');
  await page.getByLabel('Tomar o subir foto del anverso').setInputFiles({
    name: 'anverso.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentPhoto(page, '#dfe9f1'),
  });
  await page.getByLabel('Tomar o subir foto del reverso').setInputFiles({
    name: 'reverso.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentPhoto(page, '#eef1df'),
  });
  await expect(page.getByText('Foto cargada')).toHaveCount(2);
  await continueButton(page).click();
}

async function fillIdentification(page: Page, civil: 'SINGLE' | 'MARRIED', birthYear = '1990') {
  await currentStep(page, 'Identificación');
  await fillDate(page.getByRole('group', { name: /Fecha de nacimiento/ }), '27', '07', birthYear);
  await page.getByRole('radio', { name: 'Femenino' }).check({ force: true });
  await page.getByRole('combobox', { name: /País de nacimiento/ }).selectOption('PE');
  await page.getByRole('textbox', { name: /Lugar de nacimiento/ }).fill('Arequipa');
  await page.getByRole('combobox', { name: /Nacionalidad/ }).selectOption('PE');
  await page.getByRole('combobox', { name: /Nivel de estudios/ }).selectOption('UNIVERSITY');
  await page.getByRole('combobox', { name: /Estado civil/ }).selectOption(civil);
  await continueButton(page).click();
}

async function fillInformation(page: Page) {
  await currentStep(page, 'Información');
  await page.getByRole('combobox', { name: /Situación laboral/ }).selectOption('EMPLOYED');
  await page.getByRole('textbox', { name: /Ocupación o profesión/ }).fill('Ingeniera civil');
  await page.getByRole('textbox', { name: /Empleador/ }).fill('Constructora Misti S.A.C.');
  await page.getByRole('textbox', { name: /Cargo/ }).fill('Jefa de obra');
  await page.getByRole('combobox', { name: /Ingreso mensual/ }).selectOption({ index: 3 });
  await page.getByRole('combobox', { name: /Origen de los fondos/ }).selectOption('SALARY');
  await page
    .getByRole('combobox', { name: /Propósito de la inversión/ })
    .selectOption({ index: 1 });
  await page
    .getByRole('combobox', { name: /Monto que invertirás al año/ })
    .selectOption({ index: 3 });
  await continueButton(page).click();
}

async function fillResidence(page: Page) {
  await currentStep(page, 'Residencia');
  await page.getByRole('combobox', { name: /País de residencia/ }).selectOption('PE');
  await page.getByRole('combobox', { name: /Departamento/ }).selectOption('15');
  await page.getByRole('combobox', { name: /Provincia/ }).selectOption('1501');
  await page.getByRole('combobox', { name: /Distrito/ }).selectOption('150122');
  await page.getByRole('textbox', { name: /Dirección/ }).fill('Av. Larco 1150, dpto. 502');
  await page.getByRole('textbox', { name: /Referencia/ }).fill('Frente al parque Salazar');
  await continueButton(page).click();
}

async function answerNo(page: Page, question: RegExp) {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: 'No' })
    .check({ force: true });
}

async function fillPep(page: Page, spouse = false) {
  await currentStep(page, 'PEP');
  await answerNo(
    page,
    spouse ? /¿Tu cónyuge es una persona expuesta/ : /¿Eres una persona expuesta/,
  );
  await answerNo(page, /familiar .* colaborador cercano/);
  await continueButton(page).click();
}

/**
 * The PEP step's splash, once it shows, left with its own Continuar: clicked before it shows,
 * 'Continuar' is still the PEP step's button (its answer on the way), and the splash then waits.
 */
async function leavePepSplash(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recibimos tu declaración' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function fillBeneficiary(page: Page, spouse = false) {
  await currentStep(page, 'Beneficiario final');
  await page
    .getByRole('radiogroup', {
      name: spouse ? /¿Tu cónyuge actúa por cuenta propia\?/ : /¿Inviertes por cuenta propia\?/,
    })
    .getByRole('radio')
    .first()
    .check({ force: true });
  await continueButton(page).click();
}

/** The facial check from the Validación step, back to it with the check passed. */
async function passFacialCheck(page: Page) {
  await page.getByRole('link', { name: 'Validar mi rostro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tómate una foto' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Listo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Capturar' }).click();
  await page.getByRole('button', { name: 'Enviar foto' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Tu identidad fue validada!' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await currentStep(page, 'Validación');
}

async function confirmDeclarations(page: Page) {
  for (const name of [/es verdadera y está completa/, /tienen origen lícito/, /Me comprometo/])
    await page.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
}

async function newDevice(browser: Browser) {
  return browser.newContext({
    permissions: ['camera'],
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
}

test('a single customer chooses natural person, fills every step, validates their face and becomes a participant', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await logInToDashboard(page, 'kyc.soltero@e2e.pe');

  await test.step('type of participant, from the dashboard', async () => {
    await page.getByRole('link', { name: /^Continuar\s?:/ }).click();
    await expect(page).toHaveURL('/subscription/type-participate');
    await checkScreen(page, testInfo, 'kyc-01-type', '¿Cómo quieres invertir?');
    // A company is told how to open its account instead of a dead end.
    await page.getByRole('radio', { name: 'Empresa' }).check({ force: true });
    await expect(page.getByRole('region', { name: /Cómo abrir una cuenta/ })).toBeVisible();
    await chooseNatural(page);
  });

  await test.step('Documento: an expired DNI is refused, then the photos are sent', async () => {
    await expect(page).toHaveURL(/\/subscription\/natural-client/);
    await currentStep(page, 'Documento');
    await checkScreen(page, testInfo, 'kyc-02-document', WIZARD_HEADING);
    await fillDate(page.getByRole('group', { name: /Fecha de emisión/ }), '10', '01', '2015');
    await fillDate(page.getByRole('group', { name: /Fecha de caducidad/ }), '10', '01', '2023');
    await continueButton(page).click();
    await expect(page.getByRole('alert').first()).toContainText('Tu DNI está vencido');
    await expect(page.getByRole('group', { name: /Fecha de caducidad/ })).toContainText(
      'Tu DNI está vencido. Renuévalo en RENIEC para continuar.',
    );
    // What was typed is still there.
    await expect(
      page.getByRole('group', { name: /Fecha de emisión/ }).getByRole('textbox', { name: 'Año' }),
    ).toHaveValue('2015');
    await fillDocument(page);
  });

  await test.step('Identificación: a minor is refused, the names come from identity validation', async () => {
    await currentStep(page, 'Identificación');
    await checkScreen(page, testInfo, 'kyc-03-identification', WIZARD_HEADING);
    await expect(page.getByRole('textbox', { name: /Nombres/ })).toHaveValue('Rosa');
    await fillIdentification(page, 'SINGLE', '2015');
    await expect(page.getByRole('group', { name: /Fecha de nacimiento/ })).toContainText(
      'Debes ser mayor de edad para invertir con nosotros.',
    );
    // Every other answer stays; only the date changes.
    await expect(page.getByRole('combobox', { name: /Estado civil/ })).toHaveValue('SINGLE');
    await page.getByRole('textbox', { name: 'Año' }).fill('1990');
    await continueButton(page).click();
  });

  await test.step('Información: "other" source of funds asks what it is', async () => {
    await currentStep(page, 'Información');
    await checkScreen(page, testInfo, 'kyc-04-information', WIZARD_HEADING);
    await page.getByRole('combobox', { name: /Origen de los fondos/ }).selectOption('OTHER');
    await expect(page.getByRole('textbox', { name: /¿Cuál es el origen\?/ })).toBeVisible();
    await fillInformation(page);
  });

  await test.step('Residencia: department, province and district from the ubigeo', async () => {
    await currentStep(page, 'Residencia');
    await checkScreen(page, testInfo, 'kyc-05-residence', WIZARD_HEADING);
    await fillResidence(page);
  });

  await test.step('PEP, with its splash, and Beneficiario final', async () => {
    await currentStep(page, 'PEP');
    await checkScreen(page, testInfo, 'kyc-06-pep', WIZARD_HEADING);
    await fillPep(page);
    await checkScreen(page, testInfo, 'kyc-07-pep-done', 'Recibimos tu declaración');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await currentStep(page, 'Beneficiario final');
    await checkScreen(page, testInfo, 'kyc-08-beneficiary', WIZARD_HEADING);
    await fillBeneficiary(page);
  });

  await test.step('Validación: the summary, the declarations and the facial check', async () => {
    await currentStep(page, 'Validación');
    await expect(page.getByText('Av. Larco 1150, dpto. 502')).toBeVisible();
    await expect(page.getByText('Miraflores, Lima, Lima')).toBeVisible();
    await checkScreen(page, testInfo, 'kyc-09-review', WIZARD_HEADING);
    // Nothing confirmed yet: each declaration and the facial check say so.
    await page.getByRole('button', { name: 'Confirmar mis datos' }).click();
    await expect(page.getByText('Debes confirmar esta declaración.').first()).toBeVisible();
    await passFacialCheck(page);
    await confirmDeclarations(page);
    await checkScreen(page, testInfo, 'kyc-10-done', '¡Completaste tus datos!');
  });

  await test.step('the dashboard no longer asks for the client data', async () => {
    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/subscription/type-participate');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ya completaste tus datos' }),
    ).toBeVisible();
  });
});

test('a married customer continues with the spouse, on a phone', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInToDashboard(page, 'kyc.casado@e2e.pe');
  await page.goto('/subscription/type-participate');
  await chooseNatural(page);
  await fillDocument(page);
  await fillIdentification(page, 'MARRIED');
  await fillInformation(page);
  await fillResidence(page);
  await fillPep(page);
  await leavePepSplash(page);
  await fillBeneficiary(page);

  await currentStep(page, 'Cónyuge');
  await checkScreen(page, testInfo, 'kyc-11-spouse', SPOUSE_HEADING);
  await expect(page.getByText(/Paso 7 de 10/)).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByRole('textbox', { name: /Nombres/ }).fill('Jorge Luis');
  await page.getByRole('textbox', { name: /Apellidos/ }).fill('Huamán Torres');
  await page.getByRole('combobox', { name: /Tipo de documento/ }).selectOption({ label: 'DNI' });
  await page.getByRole('textbox', { name: /Número de documento/ }).fill('40782213');
  await page.getByRole('radio', { name: 'Sociedad de gananciales' }).check({ force: true });
  await continueButton(page).click();

  await currentStep(page, 'PEP');
  // The next step opens at its top, not where "Continuar" was at the bottom of the last one.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // …with its title focused, so the next Tab starts from there (WCAG 2.4.3).
  await expect(page.getByRole('heading', { level: 1, name: SPOUSE_HEADING })).toBeFocused();
  await checkScreen(page, testInfo, 'kyc-12-spouse-pep', SPOUSE_HEADING);
  await fillPep(page, true);
  await fillBeneficiary(page, true);

  await currentStep(page, 'Validación');
  await expect(page.getByRole('heading', { name: 'Cónyuge', level: 3, exact: true })).toBeVisible();
  await expect(page.getByText('Jorge Luis Huamán Torres')).toBeVisible();
  await checkScreen(page, testInfo, 'kyc-13-spouse-review', WIZARD_HEADING);
  await passFacialCheck(page);
  await confirmDeclarations(page);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Completaste tus datos!' }),
  ).toBeVisible();
});

test('the answers are saved step by step: another device resumes at the same step with every answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await logInToDashboard(page, 'kyc.recarga@e2e.pe');
  await page.goto('/subscription/type-participate');
  await chooseNatural(page);
  await fillDocument(page);
  await fillIdentification(page, 'SINGLE');

  // A reload keeps the step.
  await currentStep(page, 'Información');
  await page.reload();
  await currentStep(page, 'Información');

  // Another device: the same customer comes back through the type of participant.
  const other = await newDevice(browser);
  const phone = await other.newPage();
  await logInToDashboard(phone, 'kyc.recarga@e2e.pe');
  await phone.goto('/subscription/type-participate');
  // The type chosen on the first device is already selected.
  await expect(phone.getByRole('radio', { name: 'Persona natural' })).toBeChecked();
  await phone.getByRole('button', { name: 'Continuar' }).click();
  await phone.getByRole('button', { name: 'Continuar con mis datos' }).click();
  await currentStep(phone, 'Información');
  // The finished steps keep their answers.
  await phone
    .getByRole('navigation', { name: /^Pasos/ })
    .getByRole('button', { name: /Identificación/ })
    .click();
  await currentStep(phone, 'Identificación');
  await expect(phone.getByRole('combobox', { name: /Nivel de estudios/ })).toHaveValue(
    'UNIVERSITY',
  );
  await expect(
    phone.getByRole('group', { name: /Fecha de nacimiento/ }).getByRole('textbox', { name: 'Año' }),
  ).toHaveValue('1990');
  await phone.goBack();
  await expect(phone.getByRole('img', { name: /Vista previa del anverso/ })).toHaveCount(0);
  await other.close();
});

test('the first steps by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await logInToDashboard(page, 'kyc.teclado@e2e.pe');
  await page.goto('/subscription/type-participate');
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cómo quieres invertir?' }),
  ).toBeVisible();

  // The choice cards are a radio group: arrows move between them.
  const natural = page.getByRole('radio', { name: 'Persona natural' });
  await tabTo(page, natural);
  await page.keyboard.press('Space');
  await expect(natural).toBeChecked();
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Completar mis datos' }));
  await page.keyboard.press('Enter');

  await currentStep(page, 'Documento');
  const issue = page.getByRole('group', { name: /Fecha de emisión/ });
  await tabTo(page, issue.getByRole('textbox', { name: 'Día' }));
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await page.keyboard.type('03');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2021');
  await page.keyboard.press('Tab');
  await page.keyboard.type('15');
  await page.keyboard.press('Tab');
  await page.keyboard.type('03');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2031');
  for (const side of ['anverso', 'reverso']) {
    const control = page.getByLabel(`Tomar o subir foto del ${side}`);
    // Space on the focused control opens the file chooser. On a loaded machine the step can
    // still be settling when the key lands, so a chooser that does not open is asked again, as
    // a customer presses the key again.
    let opened: FileChooser | undefined;
    for (let attempt = 0; !opened && attempt < 3; attempt += 1) {
      await tabTo(page, control);
      const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => undefined);
      await page.keyboard.press('Space');
      opened = await chooser;
    }
    if (!opened) throw new Error(`the file chooser of the ${side} never opened`);
    await opened.setFiles({
      name: `${side}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await documentPhoto(page, '#dfe9f1'),
    });
  }
  await expect(page.getByText('Foto cargada')).toHaveCount(2);
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');

  await currentStep(page, 'Identificación');
  // An empty required answer: the summary's link takes focus to the field.
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').first();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toBeVisible();
});

test('a customer on a restricted list is stopped at confirmation and sent to support', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await logInToDashboard(page, 'kyc.aml@e2e.pe');
  await page.goto('/subscription/type-participate');
  await chooseNatural(page);
  await fillDocument(page);
  await fillIdentification(page, 'SINGLE');
  await fillInformation(page);
  await fillResidence(page);
  await fillPep(page);
  await leavePepSplash(page);
  await fillBeneficiary(page);
  await currentStep(page, 'Validación');
  await passFacialCheck(page);
  await confirmDeclarations(page);
  await checkScreen(page, testInfo, 'kyc-14-aml', 'No podemos continuar con tu solicitud');
  await expect(page.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute(
    'href',
    /wa\.me/,
  );

  // Coming back does not reopen the wizard.
  await page.goto('/subscription/natural-client');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No podemos continuar con tu solicitud' }),
  ).toBeVisible();
});

test('a year after the data were confirmed, the customer reviews them, with a new facial check', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await logInToDashboard(page, 'kyc.anual@e2e.pe');
  await expect(page.getByText('Actualiza tus datos')).toBeVisible();
  await page.getByRole('link', { name: 'Actualizar mis datos' }).click();

  await currentStep(page, 'Documento');
  await expect(page.getByText(/Ya pasó un año desde que nos diste tus datos/)).toBeVisible();
  await checkScreen(page, testInfo, 'kyc-15-yearly', WIZARD_HEADING);
  // Every answer is there: each step only needs a look and Continuar.
  for (const step of ['Documento', 'Identificación', 'Información', 'Residencia', 'PEP']) {
    await currentStep(page, step);
    await continueButton(page).click();
  }
  await currentStep(page, 'Beneficiario final');
  await continueButton(page).click();
  await currentStep(page, 'Validación');
  await passFacialCheck(page);
  await confirmDeclarations(page);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Completaste tus datos!' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Actualiza tus datos')).toHaveCount(0);
});
