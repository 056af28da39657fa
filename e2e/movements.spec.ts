import { DEMO_PASSWORD, checkScreen, expect, logIn, runAxe, test } from './support';

// `/movements` on a phone: the movements come first, the filters wait behind "Filtrar", which
// says how many are set. The demo customer's year of orders, read only.
test.use({ actionTimeout: 15_000 });

const FUND = 'Renta Corto Plazo Dólares';

test('on a phone the first movement shows at once; the filters open from "Filtrar" and apply', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/movements');
  await expect(page.getByRole('heading', { level: 1, name: 'Movimientos' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Movimientos' }).getByRole('listitem');

  await test.step('the first movement is on the first screen, above the bottom menu', async () => {
    await expect(cards.first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const card = (await cards.first().boundingBox())!;
    const menu = (await page.getByRole('navigation', { name: 'Menú principal' }).boundingBox())!;
    expect(card.y).toBeGreaterThan(0);
    expect(card.y + card.height).toBeLessThanOrEqual(menu.y);
    await expect(page.getByRole('combobox', { name: 'Fondo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtrar', exact: true })).toBeVisible();
  });

  await test.step('the filters open in a dialog, apply, and stay when it closes', async () => {
    const filter = page.getByRole('button', { name: 'Filtrar', exact: true });
    await filter.click();
    const dialog = page.getByRole('dialog', { name: 'Filtrar movimientos' });
    await expect(dialog.getByRole('combobox', { name: 'Fondo' })).toBeFocused();
    await dialog.getByRole('combobox', { name: 'Fondo' }).selectOption({ label: FUND });
    await dialog.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Suscripciones' });
    await expect(dialog.getByRole('status')).toHaveText(/^Se muestran \d+ movimientos?\.$/);
    // The page behind the dialog is inert: axe checks the dialog.
    const axe = await runAxe(page, '[role="dialog"]');
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const filtered = page.getByRole('button', { name: 'Filtrar, 2 filtros activos' });
    await expect(filtered).toBeFocused();
    await expect(filtered).toContainText('Filtrar (2)');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card).toContainText(FUND);
      await expect(card).toContainText('Suscripción');
    }
    await checkScreen(page, testInfo, 'mov-01-phone-filtered', 'Movimientos');
  });

  await test.step('"Limpiar filtros" brings every movement back', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filtrar, 2 filtros activos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrar movimientos' });
    await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toHaveValue('SUBSCRIPTION');
    await dialog.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtrar', exact: true })).toBeFocused();
    await expect(cards.filter({ hasNotText: FUND }).first()).toBeVisible();
  });

  await test.step('at 320 px the filters fit inside the dialog’s margins', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrar movimientos' });
    await expect(dialog.getByRole('group', { name: /^Hasta/ })).toBeVisible();
    // Every box ends inside the body's padding, as the title does: nothing runs into the edge.
    const overrun = await dialog.locator('[data-slot="dialog-body"]').evaluate((body) => {
      const edge =
        body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight);
      const boxes = [...body.querySelectorAll('[data-slot="field-box"], select')];
      return Math.max(...boxes.map((box) => box.getBoundingClientRect().right - edge));
    });
    expect(overrun).toBeLessThanOrEqual(0.5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
