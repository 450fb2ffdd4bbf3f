// Profile of web users against the live server: the profile editor (validation, person and web user saved,
// picture upload), the help desk patching the web user, and the logged-user profile address.
import { accounts, bearer, expect, test } from './fixtures.ts';
import { pngPicture } from './space-helpers.ts';

test.describe('profile', () => {
  test('edits the profile: validation, person and web user saved, new picture in the header', async ({
    page,
    signIn,
    api,
  }) => {
    const pablo = await signIn(accounts.pablo);
    // The logged-user profile address leads a web user to their profile editor.
    await page.goto(`/loggeduser/profile/${pablo.user.personId}`);
    await expect(page).toHaveURL(new RegExp(`/persona/perfil/editar/${pablo.user.personId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

    await page.getByLabel(/^Nombre\s*\*?$/).fill('');
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'DNI' }).click();
    await page.getByLabel('Número de documento').fill('12345678A');
    await page.getByLabel('Teléfono').fill('12');
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
    await expect(page.getByText('Escriba un DNI válido: ocho cifras y la letra de control.')).toBeVisible();
    await expect(page.getByText(/^Escriba un teléfono válido/)).toBeVisible();

    await page.getByLabel(/^Nombre\s*\*?$/).fill('Pablo José');
    await page.getByLabel('Número de documento').fill('12345678z');
    await page.getByLabel('Teléfono').fill('+34 976 123 456');
    await page.getByLabel('Organismo o empresa').fill('Diputación Provincial de Huesca');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Subir una foto' }).click();
    await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pngPicture() });
    await expect(page.getByRole('img', { name: 'Su foto de perfil' })).toHaveAttribute(
      'src',
      /^data:image\/jpeg;base64,/,
    );
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(page.getByText('Perfil actualizado.')).toBeVisible();

    const headers = bearer(pablo.accessToken);
    const person = await (await api.get(`/api/node/webusers/${pablo.user._id}/person`, { headers })).json();
    expect(person).toMatchObject({
      firstName: 'Pablo José',
      documentType: 'DNI',
      documentNumber: '12345678Z',
      organization: 'Diputación Provincial de Huesca',
      phone: '+34 976 123 456',
    });
    const webuser = await (await api.get(`/api/node/webusers/${pablo.user._id}`, { headers })).json();
    expect(webuser.phone).toBe('+34 976 123 456');
    expect(webuser.avatar).toMatch(/^data:image\/jpeg;base64,/);
    await expect(page.getByRole('banner').locator('img[src^="data:image/jpeg"]')).toBeVisible();
  });

  test("the help desk patches the web user's contact data (and keeps the person in step)", async ({
    page,
    signIn,
    api,
  }) => {
    const lucia = await signIn(accounts.lucia);
    await page.goto('/web/mesadeayuda');
    await page.getByLabel('Teléfono').fill('+34 976 555 010');
    const patched = page.waitForResponse((response) => response.url().endsWith(`/webusers/${lucia.user._id}/profile`));
    await page.getByRole('button', { name: 'Guardar los datos' }).click();
    expect((await patched).ok()).toBe(true);
    await expect(page.getByText('Datos de contacto actualizados.')).toBeVisible();
    const headers = bearer(lucia.accessToken);
    expect((await (await api.get(`/api/node/webusers/${lucia.user._id}`, { headers })).json()).phone).toBe(
      '+34 976 555 010',
    );
    const person = await api.get(`/api/node/webusers/${lucia.user._id}/person`, { headers });
    expect((await person.json()).phone).toBe('+34 976 555 010');
  });

  test('the logged-user profile stays the staff profile for staff, and asks visitors to sign in', async ({
    page,
    signIn,
  }) => {
    await page.goto('/loggeduser/profile/000000000000000000000000');
    await expect(page).toHaveURL(/\/sign-in$/);
    const admin = await signIn(accounts.admin);
    await page.goto(`/loggeduser/profile/${admin.user.personId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page).toHaveURL(/\/loggeduser\/profile\//);
  });
});
