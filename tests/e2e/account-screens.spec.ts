// Account screens against the live server: web registration, forgot password, help desk, and the staff
// sign-up; each screen is also photographed for people to look at.
import { accounts, bearer, expect, screenshotsTag, snap, test, writeStorage } from './fixtures.ts';

test('registers a web user, who can then sign in', async ({ page }) => {
  await page.goto('/web/registracion');
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
  // The focus goes to the first field refused, which a screen reader reads with its message.
  await expect(page.getByLabel(/^Nombre\s*\*?$/)).toBeFocused();
  await expect(page.getByLabel(/^Nombre\s*\*?$/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
  await snap(page, 'screen-web-sign-up', { fullPage: true });

  await page.getByLabel(/^Nombre\s*\*?$/).fill('Inés');
  await page.getByLabel('Apellidos').fill('Peña Gómez');
  await page.getByLabel('Nombre de usuario').fill('ines.pena');
  await page.getByLabel('Correo electrónico').fill('ines.pena@correo.example');
  await page.getByLabel(/^Contraseña\s*\*?$/).fill('Clave.Segura.2026');
  await page.getByLabel('Repita la contraseña').fill('Clave.Segura.2026');
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();

  await expect(page.getByText('Usuario creado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/web\/ingresar$/);
  await page.getByLabel('Usuario o correo electrónico').fill('ines.pena');
  await page.getByLabel(/^Contraseña/).fill('Clave.Segura.2026');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/espacio\/persona$/);
});

test('asks for a password reset without telling whether the account exists', async ({ page }) => {
  await page.goto('/web/recuperarclave');
  await page.getByLabel('Correo electrónico').fill('nadie');
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('nadie@correo.example');
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByText('Solicitud recibida')).toBeVisible();
});

test('help desk: asks visitors to sign in, lets a web user update the contact data', async ({ page, signIn, api }) => {
  await page.goto('/web/mesadeayuda');
  await expect(page.getByText('Ingrese con su usuario para actualizar sus datos de contacto.')).toBeVisible();
  await snap(page, 'screen-help-desk-visitor');

  const lucia = await signIn(accounts.lucia);
  await page.goto('/web/mesadeayuda');
  await page.getByLabel('Teléfono').fill('+34 600 123 456');
  await page.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(page.getByText('Datos de contacto actualizados.')).toBeVisible();
  const person = await api.get(`/api/node/webusers/${lucia.user._id}/person`, { headers: bearer(lucia.accessToken) });
  expect((await person.json()).phone).toBe('+34 600 123 456');
  await snap(page, 'screen-help-desk');
});

test('staff sign-up creates an account and goes to sign-in', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel(/^Nombre\s*\*?$/).fill('Ramón');
  await page.getByLabel('Apellidos').fill('Núñez Ibáñez');
  await page.getByLabel('Nombre de usuario').fill('ramon.nunez');
  await page.getByLabel('Correo electrónico').fill('ramon.nunez@supervision.example');
  await page.getByLabel(/^Contraseña\s*\*?$/).fill('Clave.Segura.2026');
  await page.getByLabel('Repita la contraseña').fill('Otra.Clave.2026');
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Repita la contraseña').fill('Clave.Segura.2026');
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await expect(page.getByText('Usuario creado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('photographs the sign-in screens', { tag: screenshotsTag }, async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  await snap(page, 'screen-sign-in');
  await page.goto('/web/ingresar');
  await expect(page.getByRole('heading', { name: 'Ingresar a Mi espacio' })).toBeVisible();
  await snap(page, 'screen-web-sign-in');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Mi espacio' })).toBeVisible();
  await snap(page, 'screen-web-menu-phone');
});

test('photographs the back-office in dark mode and its phone menu', { tag: screenshotsTag }, async ({
  page,
  signIn,
}) => {
  await signIn(accounts.admin);
  await writeStorage(page, { 'color-scheme': 'dark' });
  await page.goto('/welcome/home');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await snap(page, 'screen-classy-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Bienvenida' })).toBeVisible();
  await snap(page, 'screen-classy-menu-phone');
});
