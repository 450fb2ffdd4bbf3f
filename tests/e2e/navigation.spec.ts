// Navigation items with accept/reject conditions, filtered by the signed-in staff user's moduleroles.
import { accounts, bearer, expect, test } from './fixtures.ts';

test('shows accept items only to holders and hides reject items from holders', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });

  // accept "dashboards": the seeded admin holds dashboards:admin. accept "tablero:view": only tablero:admin.
  await expect(navigation.getByRole('link', { name: 'Tableros de control' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Tablero de gestión' })).toHaveCount(0);
  // reject "invitado": shown while the admin holds no invitado role.
  await expect(navigation.getByText('Administración', { exact: true })).toBeVisible();

  // In this test's own server state, the admin gains tablero:view and the guest module.
  const roles = [...admin.user.moduleroles, 'tablero:view', 'invitado:view'];
  const update = await api.put(`/api/node/usuarios/${admin.user._id}`, {
    headers: bearer(admin.accessToken),
    data: { moduleroles: roles },
  });
  expect(update.ok()).toBe(true);
  await page.reload();

  await expect(navigation.getByRole('link', { name: 'Tablero de gestión' })).toBeVisible();
  await expect(navigation.getByText('Administración', { exact: true })).toHaveCount(0);
  await expect(navigation.getByText('Paneles', { exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Tableros de control' })).toBeVisible();
});
