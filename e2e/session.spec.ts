import { DEMO_PASSWORD, advanceClock, checkScreen, expect, logIn, test } from './support';

// A verified customer with a password (seed).
const CUSTOMER = 'cliente@demo.pe';
const HOME_HEADING = 'Hola, María';

test.describe('remember me', () => {
  test('with it, a reload, a new tab and the login page keep the customer logged in', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await logIn(page, CUSTOMER, DEMO_PASSWORD, { remember: true });
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    const tab = await context.newPage();
    await tab.goto('/dashboard');
    await expect(tab).toHaveURL('/dashboard');
    await expect(tab.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    // Opening the login page goes straight in.
    await tab.goto('/');
    await expect(tab).toHaveURL('/dashboard');
    await expect(tab.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await tab.close();
  });

  test('without it, reopening the login page ends the session', async ({ page, context }) => {
    await page.goto('/');
    await logIn(page, CUSTOMER, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();

    // The session is gone: a private page sends the customer back to the login page.
    const tab = await context.newPage();
    await tab.goto('/dashboard');
    await expect(tab).toHaveURL('/');
    await expect(tab.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    await tab.close();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
  });
});

test.describe('with the clock moved forward', () => {
  // It runs alone: the tests beside it would see their codes and sessions age too.
  test.use({ movesClock: true });

  test('an expired session sends the customer to log in, then back to the page they were on', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/');
    await logIn(page, CUSTOMER, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    // Past the access token's 15 minutes, as if the customer had left the tab open.
    await advanceClock(request, 16);
    await page.goto('/dashboard?vista=resumen');

    await expect(page).toHaveURL('/');
    await expect(
      page.getByText('Tu sesión expiró por inactividad. Vuelve a ingresar.'),
    ).toBeVisible();
    await checkScreen(page, testInfo, 'session-expired', 'Inicia sesión');

    await logIn(page, CUSTOMER, DEMO_PASSWORD);
    await expect(page).toHaveURL('/dashboard?vista=resumen');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});
