import {
  DEMO_PASSWORD,
  checkScreen,
  expect,
  logIn,
  mailbox,
  pasteCode,
  readCode,
  tabTo,
  test,
  typeCode,
} from './support';

// The profile's changes confirmed with a code: the risk profile (and what it changes in the
// customer's holdings) and the final beneficiary. e2e/server.ts seeds their customers:
// chg.riesgo@e2e.pe (moderado, the middle answer to every question, holding Balanceado Soles,
// risk 3) and chg.beneficiario@e2e.pe (a participant on their own behalf).

test.use({ actionTimeout: 15_000 });

const SUMMARY = /^Hay \d+ error(es)? en el formulario$/;
const MIDDLE = 2;

test('a risk change: the questionnaire again from the last answers, a wrong code, then the fund held above the new profile', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = 'chg.riesgo@e2e.pe';

  await test.step('from the profile, the questionnaire starts from the last answers', async () => {
    await page.goto('/');
    await logIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/profile');
    await expect(page.getByText('Moderado')).toBeVisible();
    await page.getByRole('link', { name: 'Cambiar mi perfil de riesgo' }).click();
    await expect(page).toHaveURL(/\/profile\/change-risk/);
    await expect(page.getByText('Pregunta 1 de 8')).toBeVisible();
    await expect(page.getByRole('radio').nth(MIDDLE)).toBeChecked();
    await checkScreen(page, testInfo, 'chg-01-risk-question', '¿Cuántos años tienes?');
  });

  await test.step('the most cautious answer to every question, then Validación', async () => {
    const before = (await mailbox(request, email)).length;
    // With the keyboard alone: the chosen answer is the group's Tab stop, the arrows move it.
    for (let n = 1; n <= 8; n += 1) {
      await expect(page.getByText(`Pregunta ${n} de 8`)).toBeVisible();
      await tabTo(page, page.getByRole('radio').nth(MIDDLE));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('radio').nth(0)).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText(/tu perfil pasa de/)).toHaveText(
      'Con tus respuestas, tu perfil pasa de Moderado a Conservador.',
    );
    await checkScreen(page, testInfo, 'chg-02-risk-code', 'Cambiar mi perfil de riesgo');
    const code = await readCode(request, email, before);

    // A wrong code: said on the field; nothing changes.
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click();
    await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
    await expect(page.getByText('El código de seguridad no es correcto.').first()).toBeVisible();
    await checkScreen(page, testInfo, 'chg-03-risk-code-wrong', 'Cambiar mi perfil de riesgo');

    // Back to the questions: the answers are still there.
    await page.getByRole('button', { name: 'Volver a las preguntas' }).click();
    await expect(page.getByText('Pregunta 8 de 8')).toBeVisible();
    await expect(page.getByRole('radio').nth(0)).toBeChecked();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Pregunta 7 de 8')).toBeVisible();
    await expect(page.getByRole('radio').nth(0)).toBeChecked();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // The code already sent still works: no other mail.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cambiar mi perfil de riesgo');
    expect((await mailbox(request, email)).length).toBe(before + 1);
    await pasteCode(page, code);
    await page.getByRole('button', { name: 'Confirmar el cambio' }).click();
  });

  await test.step('the result: the fund held above the new profile, and nothing sold', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu perfil de riesgo ahora es Conservador' }),
    ).toBeVisible();
    const changed = page.getByRole('region', { name: 'Qué cambió en tus inversiones' });
    await expect(changed).toContainText('Balanceado Soles');
    await expect(changed).toContainText('Riesgo 3 de 5');
    await expect(changed).toContainText('No vendemos ni movemos nada');
    await checkScreen(page, testInfo, 'chg-04-risk-changed', /^Tu perfil de riesgo ahora es/);
    const notice = (await mailbox(request, email))[0];
    expect(notice?.subject).toBe('Tu perfil de riesgo cambió');
    await page.getByRole('link', { name: 'Volver a mi perfil' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Conservador')).toBeVisible();
  });
});

test('a final-beneficiary change: a third party chosen, their data checked, then confirmed with the code', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = 'chg.beneficiario@e2e.pe';
  await page.goto('/');
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  await expect(page.getByText('Tú mismo: inviertes por cuenta propia.')).toBeVisible();
  await page.getByRole('link', { name: 'Cambiar el beneficiario final' }).click();
  await expect(page).toHaveURL('/profile/final-beneficiary');
  await expect(page.getByRole('radio', { name: /el dinero es mío/ })).toBeChecked();
  await checkScreen(page, testInfo, 'chg-05-beneficiary-select', 'Cambiar beneficiario final');

  // A third party with their data missing: each said on its field, nothing sent.
  await page.getByRole('radio', { name: /en nombre de otra persona/ }).check({ force: true });
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: SUMMARY })).toBeVisible();
  await checkScreen(page, testInfo, 'chg-06-beneficiary-missing', 'Cambiar beneficiario final');

  await page.getByRole('textbox', { name: /Nombres y apellidos/ }).fill('Rosa Quispe Mamani');
  await page.getByRole('combobox', { name: /Tipo de documento/ }).selectOption({ label: 'DNI' });
  await page.getByRole('textbox', { name: /Número de documento/ }).fill('41234567');
  await page.getByRole('combobox', { name: /Su relación contigo/ }).selectOption({
    label: 'Familiar',
  });
  const before = (await mailbox(request, email)).length;
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/Declaras que inviertes/)).toContainText(
    'en nombre de Rosa Quispe Mamani (familiar)',
  );
  await checkScreen(page, testInfo, 'chg-07-beneficiary-code', 'Cambiar beneficiario final');
  const code = await readCode(request, email, before);
  await typeCode(page, code);
  await tabTo(page, page.getByRole('button', { name: 'Confirmar el cambio' }));
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Registramos tu beneficiario final' }),
  ).toBeVisible();
  await checkScreen(page, testInfo, 'chg-08-beneficiary-done', 'Registramos tu beneficiario final');
  expect((await mailbox(request, email))[0]?.subject).toBe('Actualizaste tu beneficiario final');
  await page.getByRole('link', { name: 'Volver a mi perfil' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Rosa Quispe Mamani')).toBeVisible();
});
