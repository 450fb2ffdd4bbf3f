// Profile of web users against the live server: the profile editor (validation, person and web user saved,
// picture upload, staff's changes made while it was open), the help desk patching the web user, and the
// logged-user profile address.
import type { APIRequestContext, Page } from '@playwright/test';
import common from '../../web/src/locales/es/common.json' with { type: 'json' };
import { accounts, bearer, expect, type LoginResult, test } from './fixtures.ts';
import { adminToken, pngPicture } from './space-helpers.ts';

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

  // Lucía's profile was opened before staff changed her person and her web user in the back-office. Her save sent
  // the whole person back, so it undid their changes unseen.
  test.describe('staff changed the records while the profile was open', () => {
    /** Staff's writes to Lucía's two records, and what is stored of them. */
    const staffOn = async (api: APIRequestContext, lucia: LoginResult) => {
      const staff = { headers: bearer(await adminToken(api)) };
      const own = { headers: bearer(lucia.accessToken) };
      return {
        staffSavesPerson: async (changes: Record<string, string>) =>
          expect((await api.put(`/api/node/personas/${lucia.user.personId}`, { ...staff, data: changes })).ok()).toBe(
            true,
          ),
        staffSavesWebuser: async (changes: Record<string, string>) =>
          expect((await api.put(`/api/node/webusers/${lucia.user._id}`, { ...staff, data: changes })).ok()).toBe(true),
        storedPerson: async () => (await api.get(`/api/node/webusers/${lucia.user._id}/person`, own)).json(),
        storedWebuser: async () => (await api.get(`/api/node/webusers/${lucia.user._id}`, own)).json(),
      };
    };
    const openProfile = async (page: Page, api: APIRequestContext, lucia: LoginResult) => {
      await page.goto(`/persona/perfil/editar/${lucia.user.personId}`);
      await expect(page.getByLabel('Cargo')).toBeEditable();
      return staffOn(api, lucia);
    };

    test('their changes to other fields are kept, hers go through on top', async ({ page, signIn, api }) => {
      const lucia = await signIn(accounts.lucia);
      const records = await openProfile(page, api, lucia);
      await page.getByLabel('Cargo').fill('Jefa de sección de contratación');
      await records.staffSavesPerson({ organization: 'Gobierno de Aragón' });
      await records.staffSavesWebuser({ phone: '+34 976 000 111' });
      await page.getByRole('button', { name: 'Guardar los cambios' }).click();
      await expect(page.getByText('Perfil actualizado.')).toBeVisible();
      expect(await records.storedPerson()).toMatchObject({
        position: 'Jefa de sección de contratación',
        organization: 'Gobierno de Aragón',
      });
      expect((await records.storedWebuser()).phone).toBe('+34 976 000 111');
      // The form shows what is stored now, and holds no change.
      await expect(page.getByLabel('Organismo o empresa')).toHaveValue('Gobierno de Aragón');
      await expect(page.getByLabel('Teléfono')).toHaveValue('+34 976 000 111');
      await expect(page.getByRole('button', { name: 'Descartar los cambios' })).toBeDisabled();
    });

    test('a field both changed is named; she takes theirs, or keeps hers', async ({ page, signIn, api }) => {
      const lucia = await signIn(accounts.lucia);
      const records = await openProfile(page, api, lucia);
      await page.getByLabel('Cargo').fill('Jefa de sección de contratación');
      await records.staffSavesPerson({ position: 'Responsable de compras públicas', city: 'Teruel' });
      await page.getByRole('button', { name: 'Guardar los cambios' }).click();
      const conflict = page.getByRole('alert').filter({ hasText: common.conflict.title });
      await expect(conflict).toContainText('«Cargo»');
      await expect(conflict).toBeFocused();
      await expect(page.getByText('Otra persona guardó aquí «Responsable de compras públicas»')).toBeVisible();
      // Nothing of hers was written; her value stays, their other change shows.
      expect(await records.storedPerson()).toMatchObject({
        position: 'Responsable de compras públicas',
        city: 'Teruel',
      });
      await expect(page.getByLabel('Cargo')).toHaveValue('Jefa de sección de contratación');
      await expect(page.getByLabel('Localidad')).toHaveValue('Teruel');

      await conflict.getByRole('button', { name: common.conflict.takeSaved }).click();
      await expect(page.getByLabel('Cargo')).toHaveValue('Responsable de compras públicas');
      await expect(conflict).toHaveCount(0);

      // Once more, and this time she keeps hers.
      await page.getByLabel('Cargo').fill('Jefa de sección de contratación');
      await records.staffSavesPerson({ position: 'Asesora jurídica' });
      await page.getByRole('button', { name: 'Guardar los cambios' }).click();
      await conflict.getByRole('button', { name: common.conflict.keepMine }).click();
      await expect(page.getByText('Perfil actualizado.')).toBeVisible();
      expect(await records.storedPerson()).toMatchObject({
        position: 'Jefa de sección de contratación',
        city: 'Teruel',
      });
    });

    // The help desk writes the same two records: its e-mail and phone went over staff's unseen.
    test('the help desk: their other changes are kept; a phone both changed is named, and she decides', async ({
      page,
      signIn,
      api,
    }) => {
      const lucia = await signIn(accounts.lucia);
      await page.goto('/web/mesadeayuda');
      const phone = page.getByLabel('Teléfono');
      await expect(phone).toBeEditable();
      const records = await staffOn(api, lucia);
      const save = page.getByRole('button', { name: 'Guardar los datos' });

      await phone.fill('+34 976 555 020');
      await records.staffSavesPerson({ city: 'Teruel' });
      await save.click();
      await expect(page.getByText('Datos de contacto actualizados.')).toBeVisible();
      expect(await records.storedPerson()).toMatchObject({ city: 'Teruel', phone: '+34 976 555 020' });

      await phone.fill('+34 976 555 030');
      await records.staffSavesWebuser({ phone: '+34 976 000 111' });
      await records.staffSavesPerson({ phone: '+34 976 000 111' });
      await save.click();
      const conflict = page.getByRole('alert').filter({ hasText: common.conflict.title });
      await expect(conflict).toContainText('«Teléfono»');
      await expect(page.getByText('Otra persona guardó aquí «+34 976 000 111»')).toBeVisible();
      expect((await records.storedWebuser()).phone).toBe('+34 976 000 111');
      await conflict.getByRole('button', { name: common.conflict.takeSaved }).click();
      await expect(phone).toHaveValue('+34 976 000 111');

      await phone.fill('+34 976 555 040');
      await records.staffSavesWebuser({ phone: '+34 976 000 222' });
      await save.click();
      await conflict.getByRole('button', { name: common.conflict.keepMine }).click();
      // The first save's notice may still be up: the stored record says this one went through.
      await expect.poll(async () => (await records.storedWebuser()).phone).toBe('+34 976 555 040');
      expect(await records.storedPerson()).toMatchObject({ city: 'Teruel', phone: '+34 976 555 040' });
      await expect(conflict).toHaveCount(0);
    });
  });
});
