// Any 401 answer signs out both the admin and the web user and reloads the page (seed 000, section 8).
import { accounts, expect, readStorage, storageKeys, test, writeStorage } from './fixtures.ts';

/** Keeps the token's claims (so the app still thinks it unexpired) but breaks its signature. */
function tamper(token: string): string {
  const [header, payload] = token.split('.');
  return `${header}.${payload}.firma-falsa`;
}

test('a 401 from the server signs out both users and reloads', async ({ page, signIn }) => {
  const admin = await signIn(accounts.admin);
  await signIn(accounts.lucia);
  await page.goto('/welcome/home');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  // The home's last read (the person's tasks) is in: no request of its own meets the tampered token.
  await expect(page.getByRole('region', { name: 'Mis tareas' }).getByRole('table')).toBeVisible();

  await writeStorage(page, { [storageKeys.admin.token]: tamper(admin.accessToken) });
  const reloaded = page.waitForEvent('framenavigated');
  // The team-chat list needs the admin token: the server answers 401 to the tampered one.
  await page.getByRole('button', { name: 'Chat del equipo' }).click();
  await reloaded;

  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await readStorage(page, storageKeys.admin.token)).toBeNull();
  expect(await readStorage(page, storageKeys.web.token)).toBeNull();
  expect(await readStorage(page, storageKeys.web.sid)).toBeNull();
});

test('a stored literal "undefined" token is dropped, not sent', async ({ page }) => {
  await writeStorage(page, { [storageKeys.admin.token]: 'undefined' });
  const sentAuthorization: string[] = [];
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header) sentAuthorization.push(header);
  });
  await page.goto('/welcome/home');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await readStorage(page, storageKeys.admin.token)).toBeNull();
  expect(sentAuthorization).toEqual([]);
});
