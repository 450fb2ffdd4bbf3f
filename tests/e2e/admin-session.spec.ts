// Staff session: sign-in (success and failure), guards of back-office routes, sign-out through ?sid=.
import { expect, readStorage, storageKeys, test } from './fixtures.ts';
import { expectNotCovering } from './layout-checks.ts';

test.describe('admin session', () => {
  test('signs in, lands on /welcome/home and signs out back to /sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Usuario o correo electrónico').fill('admin');
    await page.getByLabel(/^Contraseña/).fill('Supervision.2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(/\/welcome\/home$/);
    await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'Usuario corriente encontrado con éxito' });
    await expect(notice).toBeVisible();
    expect(await readStorage(page, storageKeys.admin.token)).toMatch(/^ey/);
    await expectNotCovering(notice, page.getByRole('button', { name: 'Menú de usuario' }));

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu', { name: 'Menú de usuario' });
    await expect(menu.getByText('Usuario admin')).toBeVisible();
    await expect(menu.getByText('admin@supervision.example')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await readStorage(page, storageKeys.admin.token)).toBeNull();
    await page.goto('/dashboards');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('goes to /sing-in, the alias of /sign-in, when the sign-in fails', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Usuario o correo electrónico').fill('admin');
    await page.getByLabel(/^Contraseña/).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(/\/sing-in$/);
    await expect(page.getByRole('alert')).toContainText('No se pudo ingresar');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await readStorage(page, storageKeys.admin.token)).toBeNull();
  });

  test('sends visitors of the root and of back-office routes to /sign-in, in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  });

  test('sends a signed-in admin from /sign-in to /welcome/home', async ({ page, signIn }) => {
    await signIn({ kind: 'admin', username: 'admin', password: 'Supervision.2026' });
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/welcome\/home$/);
  });
});
