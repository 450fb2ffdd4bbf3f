// Help centre (issue 11): the home's most asked questions, a guide page, and the support form (written in with
// the staff member's name and e-mail, refused while invalid, confirmed once valid).
import { accounts, expect as baseExpect, test } from './fixtures.ts';

// Lazy screens and charts render slowly when the machine is shared: assertions wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('help centre', () => {
  // Multi-step flows with server round trips on a shared machine: three times the usual budget.
  test.slow();

  test('submits the support form: invalid, then valid with a confirmation', async ({ page, signIn }) => {
    await signIn(accounts.admin);
    await page.goto('/apps/help-center');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Soporte/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/apps\/help-center\/support$/);
    // The signed-in staff member's name and e-mail are written in for them.
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Carmen Navarro Gil');
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('admin@supervision.example');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Ayuda');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
    await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible();
    await expect(page.getByText('El mensaje debe tener al menos 20 caracteres.')).toBeVisible();
    await expect(page.getByText('Solicitud enviada')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Fernández');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@example.es');
    await page.getByRole('textbox', { name: 'Asunto' }).fill('Acceso a expedientes');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('No puedo abrir el expediente 2025/CON/0142 desde ayer.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Solicitud enviada')).toBeVisible();
    await expect(page.getByText('Hemos recibido su solicitud «Acceso a expedientes».')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Carmen Navarro Gil');
  });

  test('opens a guide from its category with its content', async ({ page, signIn, api }) => {
    await signIn(accounts.admin);
    const [category] = await (await api.get('/api/apps/help-center/guides?slug=projects')).json();
    const guide = category.guides[5];
    await page.goto('/apps/help-center/guides');
    await page.getByRole('link', { name: 'Ver las 8 guías' }).click();
    await page.getByRole('link', { name: guide.title }).click();
    await expect(page).toHaveURL(`/apps/help-center/guides/projects/${guide.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4 }).first()).toBeVisible();
  });
});
