import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, checkScreen, expect, logIn, tabTo, test } from './support';

// The fund catalogue end to end: the risk questionnaire, the profile, "Nuestros fondos" and a
// fund's page (chart, table view, simulator, documents), against the seeded valor cuota.

// An action that cannot happen fails in seconds, not at the end of the journey's time.
test.use({ actionTimeout: 15_000 });

/** The third option of every question scores 2: 16 of 32, a moderado profile. */
const THIRD = 2;

async function answer(page: Page, option: number) {
  // The radio itself is visually hidden inside its card: the card's label takes the click.
  await page.getByRole('radio').nth(option).check({ force: true });
  await expect(page.getByRole('radio').nth(option)).toBeChecked();
}

/** Waits for the parts of a fund's page that load after it paints. */
async function fundPageReady(page: Page) {
  await expect(page.getByRole('region', { name: 'Simula tu inversión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por tipo de activo' })).toBeVisible();
  await expect(page.locator('[data-slot="nav-chart-plot"] svg path').first()).toBeVisible();
}

/** Types the simulator's start date into its day, month and year boxes. */
async function fillStartDate(page: Page, day: string, month: string, year: string) {
  const date = page
    .getByRole('region', { name: 'Simula tu inversión' })
    .getByRole('group', { name: /^Fecha de inicio/ });
  await date.getByRole('textbox', { name: 'Día' }).fill(day);
  await date.getByRole('textbox', { name: 'Mes' }).fill(month);
  await date.getByRole('textbox', { name: 'Año' }).fill(year);
}

test('a customer takes the risk questionnaire, sees the profile, the funds and a fund’s page', async ({
  page,
}, testInfo) => {
  // Eight questions and five screens, each with axe and the checks beyond it.
  test.slow();

  await test.step('home leads to the questionnaire', async () => {
    await page.goto('/');
    await logIn(page, 'test.riesgo@e2e.pe', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('link', { name: /^Continuar\s?: Test del inversionista$/ }).click();
    await expect(page).toHaveURL(/\/risk-profile/);
  });

  await test.step('one question per page, an error when nothing is chosen', async () => {
    await expect(page.getByText('Pregunta 1 de 8')).toBeVisible();
    await checkScreen(page, testInfo, 'funds-01-question', '¿Cuántos años tienes?');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    await checkScreen(page, testInfo, 'funds-02-question-error', '¿Cuántos años tienes?');
    await answer(page, THIRD);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/risk-profile?pregunta=2');
  });

  await test.step('back keeps the answer, and a reload keeps every answer', async () => {
    await answer(page, THIRD);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Pregunta 3 de 8')).toBeVisible();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Pregunta 2 de 8')).toBeVisible();
    await expect(page.getByRole('radio').nth(THIRD)).toBeChecked();
    await page.reload();
    await expect(page.getByText('Pregunta 2 de 8')).toBeVisible();
    await expect(page.getByRole('radio').nth(THIRD)).toBeChecked();
    // The browser's own Back and Forward walk the questions too.
    await page.goBack();
    await expect(page.getByText('Pregunta 3 de 8')).toBeVisible();
    await page.goForward();
    await expect(page.getByText('Pregunta 2 de 8')).toBeVisible();
    await expect(page.getByRole('radio').nth(THIRD)).toBeChecked();
    await page.getByRole('button', { name: 'Continuar' }).click();
  });

  await test.step('the remaining questions, then the profile', async () => {
    for (let n = 3; n <= 8; n += 1) {
      await expect(page.getByText(`Pregunta ${n} de 8`)).toBeVisible();
      await answer(page, THIRD);
      await page.getByRole('button', { name: n === 8 ? 'Ver mi perfil' : 'Continuar' }).click();
    }
    await expect(page).toHaveURL('/risk-profile/result');
    await checkScreen(page, testInfo, 'funds-03-result', 'Tu perfil de inversionista es Moderado');
    await expect(page.getByText(/16 de 32/)).toBeVisible();
    await page.getByRole('link', { name: 'Ver todos los fondos' }).focus();
  });

  await test.step('home no longer asks for the questionnaire', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Hola, Lucía/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Test del inversionista/ })).toHaveCount(0);
    await page.goto('/risk-profile/result');
  });

  await test.step('our funds: suitable first, filtered by currency', async () => {
    await page.getByRole('link', { name: 'Ver todos los fondos' }).click();
    await expect(page).toHaveURL('/products/recommended');
    await expect(
      page.getByRole('heading', { name: /Recomendados para tu perfil moderado/ }),
    ).toBeVisible();
    // By risk, then name: an order that does not move with each day's returns.
    await page
      .getByRole('combobox', { name: 'Ordenar por' })
      .selectOption({ label: 'Menor riesgo' });
    await checkScreen(page, testInfo, 'funds-04-list', 'Nuestros fondos');
    const cards = page.locator('[data-slot="fund-card"]');
    await expect(cards).toHaveCount(7);
    await page.getByRole('combobox', { name: 'Moneda' }).selectOption({ label: 'Dólares' });
    await expect(cards).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Moneda' }).selectOption({ label: 'Todas' });
    await expect(cards).toHaveCount(7);
    // Read from the end of the list, the fund's page still opens at its top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Ver detalle de Balanceado Soles' }).click();
  });

  await test.step('a fund’s page: chart ranges, a point by keyboard, the table view', async () => {
    await expect(page).toHaveURL('/products/detail?fondo=BALS');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await fundPageReady(page);
    await checkScreen(page, testInfo, 'funds-05-detail', 'Balanceado Soles');
    const chart = page.getByRole('region', { name: 'Evolución del valor cuota' });
    const fiveYears = page.waitForResponse((r) => r.url().includes('/history?range=5Y'));
    await chart.getByRole('radio', { name: '5 años' }).check({ force: true });
    expect((await fiveYears).status()).toBe(200);
    const readout = chart.locator('[data-slot="nav-chart-readout"]');
    await expect(readout).toContainText('Último valor cuota');
    const plot = chart.locator('[data-slot="nav-chart-plot"]');
    await tabTo(page, plot);
    await page.keyboard.press('Home');
    const first = await readout.innerText();
    await page.keyboard.press('ArrowRight');
    await expect(readout).not.toHaveText(first);
    await expect(readout.locator('.sr-only')).toHaveText(
      /^\d{1,2} de \w+ de 20\d\d: [\d.,]+ soles/,
    );
    await chart.getByRole('button', { name: 'Ver como tabla' }).click();
    await expect(chart.getByRole('table')).toBeVisible();
    await expect(chart.getByRole('table').getByRole('row')).not.toHaveCount(0);
  });

  await test.step('the simulator, from the stored history', async () => {
    const simulator = page.getByRole('region', { name: 'Simula tu inversión' });
    await simulator.getByRole('textbox', { name: /^Monto/ }).fill('');
    await simulator.getByRole('button', { name: 'Calcular' }).click();
    await expect(
      simulator.getByText('Ingresa el monto que habrías invertido.').first(),
    ).toBeVisible();
    await simulator.getByRole('textbox', { name: /^Monto/ }).fill('1000');
    await fillStartDate(page, '01', '03', '2024');
    await simulator.getByRole('button', { name: 'Calcular' }).click();
    await expect(simulator.locator('[data-slot="fund-simulator-result"]')).toContainText(
      /Si hubieras invertido S\/\s1,000\.00.* el 1 de marzo de 2024, hoy tendrías S\/\s[\d,]+\.\d\d/,
    );
    await expect(simulator).toContainText(
      'Las rentabilidades pasadas no garantizan rentabilidades futuras.',
    );
    await checkScreen(page, testInfo, 'funds-06-simulated', 'Balanceado Soles');
  });
});

test('a holder sees their balance in a fund, and its documents are PDFs', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: /Conoce nuestros fondos/ }).click();
  await expect(page).toHaveURL('/products/recommended');
  await page.getByRole('link', { name: 'Ver detalle de Renta Corto Plazo Soles' }).click();
  await fundPageReady(page);
  const balance = page.getByRole('region', { name: 'Tu saldo en este fondo' });
  await expect(balance).toContainText(/S\/\s[\d,]+\.\d\d/);
  // Cuotas carry 8 decimals (the demo customer's settled subscriptions).
  await expect(balance).toContainText(/\d[\d,]*\.\d{8}/);
  await checkScreen(page, testInfo, 'funds-07-holder', 'Renta Corto Plazo Soles');
  const link = page.getByRole('link', { name: /^Ficha del fondo/ });
  const pdf = await request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the questionnaire with the keyboard alone', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await logIn(page, 'test.teclado@e2e.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await tabTo(page, page.getByRole('link', { name: /^Continuar\s?: Test del inversionista$/ }));
  await page.keyboard.press('Enter');
  for (let n = 1; n <= 8; n += 1) {
    await expect(page.getByText(`Pregunta ${n} de 8`)).toBeVisible();
    // The answers are one radio group, one Tab stop: the arrows choose within it.
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth(THIRD)).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: n === 8 ? 'Ver mi perfil' : 'Continuar' }));
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL('/risk-profile/result');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu perfil de inversionista es Moderado' }),
  ).toBeVisible();
  // The recommended funds arrive after the profile: Tab once they are there.
  await expect(page.locator('[data-slot="fund-card"]').first()).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Ver todos los fondos' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products/recommended');
});

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('the simulator’s start date still reads day, month and year, with Spanish errors', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/products/detail?fondo=BALS');
    await fundPageReady(page);
    const simulator = page.getByRole('region', { name: 'Simula tu inversión' });
    // No browser date input, whose order follows the browser's language (11/27/2025 here).
    await expect(simulator.locator('input[type="date"]')).toHaveCount(0);
    const date = simulator.getByRole('group', { name: /^Fecha de inicio/ });
    const boxes = date.getByRole('textbox');
    await expect(boxes).toHaveCount(3);
    await expect(date.getByRole('textbox', { name: 'Día' })).toBeVisible();
    // The suggested start, a year before the last valor cuota, and the hint, both day first.
    const [day, month, year] = await Promise.all(
      ['Día', 'Mes', 'Año'].map((name) => date.getByRole('textbox', { name }).inputValue()),
    );
    expect(`${day}/${month}/${year}`).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(date).toContainText(/Entre el \d{2}\/\d{2}\/\d{4} y el \d{2}\/\d{2}\/\d{4}/);

    // A day that does not exist: said in Spanish, and what was typed stays.
    await fillStartDate(page, '30', '02', '2025');
    await simulator.getByRole('button', { name: 'Calcular' }).click();
    await expect(date).toContainText('Esa fecha no existe: revisa el día y el mes.');
    await expect(date.getByRole('textbox', { name: 'Día' })).toHaveValue('30');
    await expect(date.getByRole('textbox', { name: 'Mes' })).toHaveValue('02');
    await expect(date.getByRole('textbox', { name: 'Año' })).toHaveValue('2025');

    // Before the fund's history: the range, in Spanish, day first.
    await fillStartDate(page, '15', '01', '2001');
    await simulator.getByRole('button', { name: 'Calcular' }).click();
    await expect(date).toContainText(/Elige una fecha entre el \d{2}\/\d{2}\/\d{4} y el/);
    await expect(date.getByRole('textbox', { name: 'Año' })).toHaveValue('2001');

    await fillStartDate(page, '1', '3', '2024');
    await simulator.getByRole('button', { name: 'Calcular' }).click();
    await expect(simulator.locator('[data-slot="fund-simulator-result"]')).toContainText(
      /Si hubieras invertido S\/\s[\d,]+\.\d\d.* el 1 de marzo de 2024, hoy tendrías/,
    );
  });
});
