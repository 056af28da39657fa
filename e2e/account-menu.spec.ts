import { DEMO_PASSWORD, expect, logIn, test } from './support';

test('"Eliminar cuenta" in the account menu says how to ask for it, and closes back to the menu', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, 'cliente@demo.pe', DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  const menu = page.getByRole('button', { name: 'Menú de cuenta' });
  await menu.click();
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  // The dialog's code arrives when it is first asked for.
  const dialog = page.getByRole('dialog', { name: 'Eliminar cuenta' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Muy pronto podrás eliminar tu cuenta desde el portal.');
  await expect(dialog).toContainText(/escríbenos a \S+@\S+ o llámanos al/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();

  // A second time it opens at once, and "Entendido" closes it too.
  await menu.click();
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
});
