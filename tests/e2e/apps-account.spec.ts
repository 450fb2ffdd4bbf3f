// Account pages (issue 11): the template user's name and status edited on the settings page reach the user
// endpoint and show on the profile page.
import { accounts, expect as baseExpect, test } from './fixtures.ts';

// Lazy screens and charts render slowly when the machine is shared: assertions wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// A multi-step flow with server round trips on a shared machine: three times the usual budget.
test.slow();

test('edits the name and the status of the template user', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  await page.goto('/pages/settings');
  await page.getByLabel('Nombre').fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  await page.getByLabel('Nombre').fill('Lucía Fernández Ortega');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  // Nothing left to save: the button says so and keeps the focus, for the next key.
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeFocused();
  await page.getByText('Ocupado', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Ocupado' })).toBeChecked();

  await expect.poll(async () => (await (await api.get('/api/common/user')).json()).status).toBe('busy');
  const user = await (await api.get('/api/common/user')).json();
  expect(user.name).toBe('Lucía Fernández Ortega');

  await page.goto('/pages/profile');
  await expect(page.getByText('Lucía Fernández Ortega').first()).toBeVisible();
  await expect(page.getByText('Ocupado')).toBeVisible();
});
