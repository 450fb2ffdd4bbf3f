// Personal space of web users against the live server: a new user registers and signs in, the home cards
// follow the module roles (in Spanish and English), boards with and without published ones (each board shown
// logged), requests and procedures, presence and sign-out.

import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, test } from './fixtures.ts';
import { listStatus } from './list-status.ts';
import { adminToken, archivePublishedBoards, services } from './space-helpers.ts';

test.describe('personal space', () => {
  test('a new web user registers, signs in and sees only the training and profile cards', async ({ page }) => {
    await page.goto('/web/registracion');
    await page.getByLabel(/^Nombre\s*\*?$/).fill('Begoña');
    await page.getByLabel('Apellidos').fill('Íñiguez Muñoz');
    await page.getByLabel('Nombre de usuario').fill('begona.iniguez');
    await page.getByLabel('Correo electrónico').fill('begona.iniguez@correo.example');
    await page.getByLabel(/^Contraseña\s*\*?$/).fill('Clave.Segura.2026');
    await page.getByLabel('Repita la contraseña').fill('Clave.Segura.2026');
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();
    await expect(page).toHaveURL(/\/web\/ingresar$/);

    await page.getByLabel('Usuario o correo electrónico').fill('begona.iniguez');
    await page.getByLabel(/^Contraseña/).fill('Clave.Segura.2026');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL(/\/espacio\/persona$/);
    await expect(page.getByText('Hola, Begoña')).toBeVisible();
    await expect(services(page).getByRole('link')).toHaveText([/Mis formaciones/, /Mi perfil/]);
  });

  test('Lucía sees the four cards; Pablo the training and profile cards only', async ({ page, signIn }) => {
    await signIn(accounts.lucia);
    await page.goto('/espacio/persona');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi espacio' })).toBeVisible();
    await expect(
      page.getByText(
        'Le damos la bienvenida a su espacio personal. Esta es su página de inicio, con acceso a los servicios disponibles para usted.',
      ),
    ).toBeVisible();
    await expect(services(page).getByRole('link')).toHaveText([
      /Mis formaciones/,
      /Tablero de gestión/,
      /Solicitudes y trámites/,
      /Mi perfil/,
    ]);

    await signIn(accounts.pablo);
    await page.goto('/espacio/persona');
    await expect(page.getByText('Hola, Pablo')).toBeVisible();
    await expect(services(page).getByRole('link')).toHaveText([/Mis formaciones/, /Mi perfil/]);
  });

  test('speaks English too: banner, cards and boards', async ({ page, signIn }) => {
    await signIn(accounts.lucia);
    await page.goto('/espacio/persona');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My space' })).toBeVisible();
    await expect(
      page.getByText(
        'Welcome to your personal space. This is your home page, with access to the services available to you.',
      ),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Services of your personal space' }).getByRole('link'),
    ).toHaveText([/My trainings/, /Management board/, /Requests and procedures/, /My profile/]);
    await page.getByRole('link', { name: /Management board/ }).click();
    await expect(page.getByText(/^Published on [A-Z][a-z]+ \d{1,2}, \d{4}$/).first()).toBeVisible();
  });

  test('opens the boards: title, edition, date and assets of each, every board shown logged', async ({
    page,
    signIn,
    api,
  }) => {
    const lucia = await signIn(accounts.lucia);
    await page.goto('/espacio/persona');
    // Counted when the server has answered, not when the browser sent them: the audit is read right after.
    const logged: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && request.url().endsWith('/api/node/activities') && response.ok()) {
        logged.push(request.postDataJSON().entityId);
      }
    });
    await services(page)
      .getByRole('link', { name: /Tablero de gestión/ })
      .click();

    await expect(page).toHaveURL(/\/espacio\/persona\/tablero$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tablero de gestión' })).toBeVisible();
    const board = page.getByRole('article').filter({ hasText: 'Acta de la comisión de seguimiento n.º 12' });
    await expect(board.getByRole('heading', { name: 'Acta de la comisión de seguimiento n.º 12' })).toBeVisible();
    await expect(board.getByText('Sesión 12/2026')).toBeVisible();
    await expect(board.getByText(/^Publicado el \d{1,2} de \w+ de \d{4}$/)).toBeVisible();
    await expect(
      board.getByRole('link', { name: 'Acta de la comisión de seguimiento n.º 12', exact: true }),
    ).toHaveAttribute('href', '/files/tablero/2026/acta-comision-12.pdf');
    // The mock API answers a generated stand-in picture for the image asset.
    await expect(board.getByRole('img', { name: 'Indicadores presentados en la sesión 12 (imagen)' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);

    await expect.poll(() => logged.length).toBe(5);
    const audit = await api.get(
      `/api/node/auditlogs/search?actorId=${lucia.user._id}&action=view&collection=posts&details=tablero&size=50`,
      { headers: bearer(await adminToken(api)) },
    );
    const entries = (await okJson(audit, 'searchAuditLogs')).items;
    expect(entries.map((entry) => entry.entityId).sort()).toEqual([...logged].sort());

    await page.getByRole('button', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\/espacio\/persona\/tablero\?page=2$/);
    await expect(page.getByRole('article')).toHaveCount(3);
    // Said to screen readers: the count is the same on every page.
    await expect(listStatus(page)).toHaveText('Página 2 de 2');
    await expect.poll(() => logged.length).toBe(8);
  });

  test('shows "Sin información disponible" without published boards, and to a user without the module', async ({
    page,
    signIn,
    api,
  }) => {
    await archivePublishedBoards(api);
    await signIn(accounts.lucia);
    await page.goto('/espacio/persona/tablero');
    await expect(page.getByRole('heading', { name: 'Sin información disponible' })).toBeVisible();
    await expect(page.getByText('No hay tableros vigentes publicados. Vuelva a consultar más adelante.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await signIn(accounts.pablo);
    await page.goto('/espacio/persona/tablero');
    await expect(page.getByRole('heading', { name: 'Sin información disponible' })).toBeVisible();
  });

  test('requests and procedures: lists own requests, opens one and files a new one', async ({ page, signIn }) => {
    await signIn(accounts.lucia);
    await page.goto('/espacio/persona');
    await services(page)
      .getByRole('link', { name: /Solicitudes y trámites/ })
      .click();
    await expect(page).toHaveURL(/\/workflow\/web\/mistramites\/inicio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes y trámites' })).toBeVisible();
    await expect(page.getByText('SOL-2026-0003', { exact: false })).toBeVisible();

    await page.getByRole('link', { name: /SOL-2026-0003/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Comunicación de posibles irregularidades' }),
    ).toBeVisible();
    await expect(page.getByText('En revisión')).toBeVisible();
    await expect(page.getByText('Análisis preliminar')).toBeVisible();
    await page.getByRole('link', { name: 'Solicitudes y trámites' }).click();

    await page.getByRole('button', { name: 'Nueva solicitud' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva solicitud' });
    await dialog.getByRole('button', { name: 'Presentar la solicitud' }).click();
    await expect(dialog.getByText('Elija un trámite.')).toBeVisible();
    await expect(dialog.getByText('Describa su solicitud.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Trámite' }).click();
    await page.getByRole('option', { name: 'Solicitud de acceso a un expediente' }).click();
    await dialog.getByLabel('Detalle de la solicitud').fill('Expediente 2026/0412: acceso a la valoración de ofertas.');
    await dialog.getByRole('button', { name: 'Presentar la solicitud' }).click();

    await expect(page).toHaveURL(/\/workflow\/web\/mistramites\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de acceso a un expediente' })).toBeVisible();
    await expect(page.getByText('Presentada', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Expediente 2026/0412: acceso a la valoración de ofertas.')).toBeVisible();
    await page.getByRole('link', { name: 'Solicitudes y trámites' }).click();
    await expect(page.getByText('7 solicitudes')).toBeVisible();
  });

  // A step is a "paso" and a request a "solicitud": a rejected step reads "Rechazado", its request "Rechazada", the
  // words the back-office uses for the same fields.
  test('a rejected request reads "Rechazada", its rejected step "Rechazado" with the reason', async ({
    page,
    signIn,
  }) => {
    await signIn(accounts.lucia);
    await page.goto('/workflow/web/mistramites/inicio');
    await page.getByRole('link', { name: /SOL-2026-0005/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscripción en una acción formativa' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Rechazada', { exact: true })).toBeVisible();
    const step = page.getByRole('main').locator('.mantine-Timeline-item').filter({ hasText: 'Admisión' });
    await expect(step.getByText(/^Rechazado · /)).toBeVisible();
    await expect(step.getByText('La solicitud no reúne los requisitos; puede presentar una nueva.')).toBeVisible();
  });

  test('a user without the workflow module is told the service is not available', async ({ page, signIn }) => {
    await signIn(accounts.pablo);
    await page.goto('/workflow/web/mistramites/inicio');
    await expect(page.getByText('Servicio no disponible')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva solicitud' })).toHaveCount(0);
  });

  test('changes presence from the user menu, then signs out', async ({ page, signIn, api }) => {
    const lucia = await signIn(accounts.lucia);
    await page.goto('/espacio/persona');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Estado' }).hover();
    const saved = page.waitForResponse((response) => response.url().endsWith(`/webusers/${lucia.user._id}/status`));
    await page.getByRole('menuitemradio', { name: 'Invisible' }).click();
    expect((await saved).ok()).toBe(true);
    const webuser = await api.get(`/api/node/webusers/${lucia.user._id}`, { headers: bearer(lucia.accessToken) });
    expect((await webuser.json()).status).toBe('not-visible');

    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/web\/ingresar$/);
    await page.goto('/espacio/persona');
    await expect(page).toHaveURL(/\/web\/ingresar\?redirectURL=%2Fespacio%2Fpersona$/);
  });
});
