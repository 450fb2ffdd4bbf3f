// Web-user session: sign-in with and without redirectURL, the failure alert, guards of personal routes,
// sign-out from the user menu.
import { accounts, expect, readStorage, storageKeys, test } from './fixtures.ts';

async function signInAsLucia(page: import('@playwright/test').Page) {
  await page.getByLabel('Usuario o correo electrónico').fill(accounts.lucia.username);
  await page.getByLabel(/^Contraseña/).fill(accounts.lucia.password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

test.describe('web session', () => {
  test('signs in without redirectURL and lands in the personal home', async ({ page }) => {
    await page.goto('/web/ingresar');
    await signInAsLucia(page);
    await expect(page).toHaveURL(/\/espacio\/persona$/);
    await expect(page.getByRole('heading', { name: 'Mi espacio' })).toBeVisible();
    expect(await readStorage(page, storageKeys.web.token)).toMatch(/^ey/);
    expect(await readStorage(page, storageKeys.admin.token)).toBeNull();
  });

  test('signs in with redirectURL and lands there', async ({ page }) => {
    await page.goto('/web/ingresar?redirectURL=%2Fespacio%2Fcapacitacion');
    await signInAsLucia(page);
    await expect(page).toHaveURL(/\/espacio\/capacitacion$/);
  });

  test('sends a visitor of a personal route to web sign-in and back afterwards', async ({ page }) => {
    await page.goto('/espacio/persona/tablero');
    await expect(page).toHaveURL(/\/web\/ingresar\?redirectURL=%2Fespacio%2Fpersona%2Ftablero$/);
    await signInAsLucia(page);
    await expect(page).toHaveURL(/\/espacio\/persona\/tablero$/);
    await expect(page.getByRole('heading', { name: 'Tablero de gestión' })).toBeVisible();
  });

  test('shows the warn-level authentication error and stays on the page', async ({ page }) => {
    await page.goto('/web/ingresar');
    await page.getByLabel('Usuario o correo electrónico').fill(accounts.lucia.username);
    await page.getByLabel(/^Contraseña/).fill('equivocada');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Error en la autenticación');
    await expect(page).toHaveURL(/\/web\/ingresar$/);
  });

  test('signs out from the user menu to web/ingresar', async ({ page, signIn }) => {
    await signIn(accounts.lucia);
    await page.goto('/espacio/persona');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/web\/ingresar$/);
    expect(await readStorage(page, storageKeys.web.token)).toBeNull();
    await expect(page.getByRole('link', { name: 'Ingresar' }).first()).toBeVisible();
  });

  test('sets the presence status from the user menu', async ({ page, signIn, api }) => {
    const lucia = await signIn(accounts.lucia);
    await page.goto('/espacio/persona');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Estado' }).hover();
    const saved = page.waitForResponse((response) => response.url().endsWith(`/webusers/${lucia.user._id}/status`));
    await page.getByRole('menuitemradio', { name: 'Ausente' }).click();
    expect((await saved).ok()).toBe(true);
    const check = await api.get('/api/auth/web/check', { headers: { authorization: `Bearer ${lucia.accessToken}` } });
    expect((await check.json()).user.status).toBe('away');
  });
});
