import { DEMO_PASSWORD, expect, logIn, test } from './support';

// An idle session (10 minutes in the e2e build, the default): a warning a minute before, then
// the login page. The page's clock is Playwright's, moved forward.

test('an idle session warns a minute before, can be kept, and then ends on the login page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  // The idle guard arrives after the page has painted.
  await page.waitForLoadState('networkidle');

  // The guard's timer starts when it mounts, which on a loaded machine can come after a first
  // jump of the clock (the page then stays as it is): jump again from there until the warning
  // shows.
  const dialog = page.getByRole('dialog', { name: '¿Sigues ahí?' });
  await expect(async () => {
    await page.clock.fastForward('09:05');
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog).toContainText(/Tu sesión se cerrará en \d+ segundos\./);
  await expect(page.getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/dashboard');

  await page.clock.fastForward('10:05');
  await expect(page).toHaveURL('/');
  await expect(
    page.getByText('Tu sesión expiró por inactividad. Vuelve a ingresar.'),
  ).toBeVisible();
});
