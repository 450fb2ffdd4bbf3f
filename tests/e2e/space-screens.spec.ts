// Screenshots of the training and personal space screens at desktop and phone width, saved in
// test-results/screenshots/ for people to look at (`npm run screenshots`).
import { accounts, expect, screenshotsTag, snap, test } from './fixtures.ts';
import { archivePublishedBoards } from './space-helpers.ts';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [size, viewport] of Object.entries(viewports)) {
  test(`photographs the training and personal space screens at ${size} width`, { tag: screenshotsTag }, async ({
    page,
    signIn,
    api,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const shoot = async (name: string, heading: string) => {
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await snap(page, `space-${name}-${size}`, { fullPage: true });
    };
    await page.goto('/espacio');
    await shoot('training-list', 'Capacitación');
    await page.getByRole('link', { name: 'Fondos europeos del PRTR: control y verificación', exact: true }).click();
    await shoot('training-post', 'Fondos europeos del PRTR: control y verificación');

    const lucia = await signIn(accounts.lucia);
    await page.goto(`/espacio/capacitacion/persona/${lucia.user.personId}`);
    await shoot('my-trainings', 'Mis formaciones');
    await page.goto('/espacio/persona');
    await shoot('home', 'Mi espacio');
    await page.goto('/espacio/persona/tablero');
    await shoot('boards', 'Tablero de gestión');
    await page.goto('/workflow/web/mistramites/inicio');
    await shoot('procedures', 'Solicitudes y trámites');
    await page.getByRole('button', { name: 'Nueva solicitud' }).click();
    await expect(page.getByRole('dialog', { name: 'Nueva solicitud' })).toBeVisible();
    // Let the dialog's opening transition end before the picture is taken.
    await expect(page.getByRole('dialog', { name: 'Nueva solicitud' })).toHaveCSS('opacity', '1');
    await snap(page, `space-new-request-${size}`);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /SOL-2026-0002/ }).click();
    await shoot('procedure', 'Consulta sobre un procedimiento de contratación');
    await page.goto(`/persona/perfil/editar/${lucia.user.personId}`);
    await shoot('profile', 'Mi perfil');
    await page.goto('/web/mesadeayuda');
    await shoot('help-desk', 'Mesa de ayuda');

    await archivePublishedBoards(api);
    await signIn(accounts.pablo);
    await page.goto('/espacio/persona');
    await shoot('home-pablo', 'Mi espacio');
    await page.goto('/espacio/persona/tablero');
    await expect(page.getByRole('heading', { name: 'Sin información disponible' })).toBeVisible();
    await shoot('boards-empty', 'Tablero de gestión');
  });
}
