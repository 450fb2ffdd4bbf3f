// A signed-in session lasts eight hours (the token's exp). Two minutes before it ends, a notice says so and lets the
// person stay signed in (WCAG 2.2.1, timing adjustable): before, the session ended silently, and the next save was
// refused and reloaded the page, losing what had been typed. The page's clock is driven by the test (page.clock):
// no waiting on real time.
import type { Page } from '@playwright/test';
import { readTokenExpiry } from '../../web/src/lib/auth/token-expiry.ts';
import { accessibilityViolations } from './axe.ts';
import { accounts, expect, test } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { screenHidings } from './screen-hiding.ts';
import { settled } from './screen-settling.ts';

/** The stored token of a user kind's storage key and its expiry (ms), read as the app reads it. */
async function storedToken(page: Page, key: string): Promise<{ token: string; expiresAt: number }> {
  const token = (await page.evaluate((name) => window.localStorage.getItem(name), key)) ?? '';
  const expiresAt = readTokenExpiry(token);
  if (typeof expiresAt !== 'number') throw new Error(`No expiring token under ${key}`);
  return { token, expiresAt };
}

test('two minutes before a staff session ends, a notice lets the person stay signed in, the form kept, and warns again for the renewed session', async ({
  page,
  signIn,
}) => {
  await page.clock.install();
  await signIn(accounts.admin);
  await page.goto('/productos/nuevo');
  await settled(page);
  const code = page.getByRole('textbox', { name: 'Código', exact: true });
  await code.fill('PRD-SIN-GUARDAR');
  const before = await storedToken(page, 'accessToken');
  const notice = page.getByRole('dialog', { name: 'Su sesión está a punto de caducar' });

  await page.clock.runFor(60_000);
  await expect(notice).toBeHidden();
  await page.clock.pauseAt(before.expiresAt - 2 * 60_000 + 1_000);
  await expect(notice).toBeVisible();
  // Mantine's focus trap places the focus from a timer: a second of the page's clock runs it.
  await page.clock.runFor(1_000);
  // From here the clock runs (axe works from timers), two minutes short of the expiry.
  await page.clock.resume();
  const expiryTime = new Intl.DateTimeFormat('es', { timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(
    before.expiresAt,
  );
  await expect(notice).toContainText(`la sesión se cierra a las ${expiryTime}`);
  await expect(notice.getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The page's clock goes back to the server's time: the renewed token's eight hours count from there.
  await page.clock.setSystemTime(Date.now());
  await notice.getByRole('button', { name: 'Seguir conectado' }).click();
  await expect(notice).toBeHidden();
  const after = await storedToken(page, 'accessToken');
  expect(after.token).not.toBe(before.token);
  expect(after.expiresAt).toBeGreaterThan(before.expiresAt);
  await expect(code).toHaveValue('PRD-SIN-GUARDAR');
  await expect(code).toBeFocused();

  // The renewed session warns again when its time comes, and not a second before (the notice's code is loaded and
  // its dialog mounted by now, so a notice due would show as the first one did).
  await page.clock.pauseAt(after.expiresAt - 2 * 60_000 - 1_000);
  await reactHasRendered(page);
  await expect(notice).toBeHidden();
  await page.clock.pauseAt(after.expiresAt - 2 * 60_000 + 1_000);
  await expect(notice).toBeVisible();
});

/**
 * Lets the page finish what the clock set off: React renders from a message loop of its own, which the page's clock
 * does not hold, so a few turns of it (each after the ones queued before) leave a state change rendered.
 */
async function reactHasRendered(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let turn = 0; turn < 5; turn++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

test("when a web user's session has ended, the notice says so and leads to signing in again, which says why", async ({
  page,
  signIn,
}) => {
  await page.clock.install();
  const lucia = await signIn(accounts.lucia);
  await page.goto(`/persona/perfil/editar/${lucia.user.personId}`);
  await settled(page);
  const { expiresAt } = await storedToken(page, 'webAccessToken');
  await page.clock.pauseAt(expiresAt + 1_000);
  const notice = page.getByRole('dialog', { name: 'Su sesión ha caducado' });
  await expect(notice).toContainText('lo que no haya guardado sigue en pantalla');
  await notice.getByRole('button', { name: 'Ingresar de nuevo' }).click();
  await expect(page).toHaveURL(/\/web\/ingresar/);
  expect(await page.evaluate(() => window.localStorage.getItem('webAccessToken'))).toBeNull();
  // The sign-in screen says why the person is there, once.
  const ended = page.getByRole('alert').filter({ hasText: 'Su sesión ha terminado' });
  await expect(ended).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ingresar a Mi espacio' })).toBeVisible();
  await expect(ended).toHaveCount(0);
});

// The notice's code loads in the first idle time; a screen that waited for few namespaces (the staff home) may not
// have the notice's words then. Mounted without them, the dialog suspended with nothing nearer than the root to catch
// it: the whole app hid (display: none) until they came, 0.1-1 s of blank page on most first loads.
test('the session notice, loaded after the first screen, waits for its words without hiding the screen', async ({
  page,
  signIn,
}) => {
  await signIn(accounts.admin);
  const words = await holdRequests(page, /\/assets\/es-auth-translations-[\w-]+\.js$/);
  const dialogCode = page.waitForEvent('requestfinished', (request) =>
    request.url().includes('/session-expiry-dialog-'),
  );
  await page.goto('/welcome/home');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await dialogCode;
  await reactHasRendered(page);
  await expect(page.getByRole('main')).toBeVisible();

  const wordsCame = page.waitForEvent('requestfinished', (request) => request.url().includes('-auth-translations-'));
  words.release();
  await wordsCame;
  await reactHasRendered(page);
  await expect(page.getByRole('main')).toBeVisible();
  expect(screenHidings(page)).toEqual([]);
});
