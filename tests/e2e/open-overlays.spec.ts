// The header's menus, panels, drawers and dialogs pass axe's WCAG 2 A/AA rules with no serious or critical
// violation while they are open: the screen walk (screen-walk.spec.ts) checks the screens with all of them
// closed. Every button of the header says what it opens (aria-haspopup), the fullscreen toggle aside, so a new
// one is opened here too; Escape closes each from where the focus went and gives the focus back to its button.
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations } from './axe.ts';
import { englishNames } from './english-names.ts';
import { type Account, accounts, expect, test } from './fixtures.ts';
import { recordFailures } from './page-failures.ts';
import { settled } from './screen-settling.ts';

const phone = { width: 390, height: 844 };

const cases: { who: string; account?: Account; path: string; viewport?: typeof phone }[] = [
  { who: 'staff', account: accounts.admin, path: '/welcome/home' },
  { who: 'a web user on a phone', account: accounts.lucia, path: '/espacio/persona', viewport: phone },
  { who: 'a visitor on a phone', path: '/espacio', viewport: phone },
];

/** Opens the popup of a header button: the button says it is open and the menu or dialog shows. */
async function open(page: Page, button: Locator, role: 'menu' | 'dialog'): Promise<void> {
  await button.click();
  if ((await button.getAttribute('aria-expanded')) !== null)
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole(role).first()).toBeVisible();
}

/** Escape closes it from where the focus went, and the focus comes back to the button. */
async function close(page: Page, button: Locator, role: 'menu' | 'dialog'): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role)).toHaveCount(0);
  await expect(button).toBeFocused();
  if ((await button.getAttribute('aria-expanded')) !== null)
    await expect(button).toHaveAttribute('aria-expanded', 'false');
}

for (const { who, account, path, viewport } of cases) {
  test(`every header popup is accessible while open, for ${who}`, async ({ page, signIn }) => {
    const failures = recordFailures(page);
    if (viewport) await page.setViewportSize(viewport);
    if (account) await signIn(account);
    await page.goto(path);
    await settled(page);
    // The back-office panels mount after the first screen, in the room kept for them.
    await expect(page.locator('header [data-button-room]')).toHaveCount(0);

    const buttons = page.locator('header').getByRole('button').filter({ visible: true });
    const names = await buttons.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        popup: element.getAttribute('aria-haspopup'),
      })),
    );
    expect(names.filter((button) => button.popup === null).map((button) => button.name)).toEqual(
      viewport ? [] : ['Pantalla completa'],
    );
    // Staff: search, shortcuts, messages, notifications, language, fullscreen, appearance, team chat and their
    // menu. On a phone the menu toggle, language, appearance and, when signed in, the user's menu.
    expect(names.length).toBeGreaterThanOrEqual(account === accounts.admin ? 9 : 3);

    const found: string[] = [];
    for (const [index, { name, popup }] of names.entries()) {
      if (popup === null) continue;
      const role = popup === 'menu' ? 'menu' : 'dialog';
      // By place, not by name: an unread count in a name may change once its panel has been open.
      const button = buttons.nth(index);
      await open(page, button, role);
      for (const violation of await accessibilityViolations(page)) found.push(`${name}: ${violation}`);
      for (const english of await englishNames(page)) found.push(`${name}: named in English: ${english}`);
      await close(page, button, role);
    }
    expect(found).toEqual([]);
    expect(failures, 'errors and refused requests').toEqual([]);
  });
}

// A red entry (lock, delete) reads at 4.5:1 while hovered and focused too, as a menu's first entry is when it
// opens: Mantine's color="red" drew red 6 on its red hover background (2.3:1).
test('a row menu is accessible while open, with its red entry hovered and focused', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/users');
  await settled(page);
  // The second row: the first is the administrator's own account, which has no lock.
  const button = page.getByRole('button', { name: /^Acciones de/ }).nth(1);
  await open(page, button, 'menu');
  const lock = page.getByRole('menuitem', { name: 'Bloquear cuenta' });
  await lock.hover();
  await lock.focus();
  await expect(lock).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  await close(page, button, 'menu');
});

// WCAG's reflow width (320 px) and the common 360 px phones: the staff's nine header buttons and the brand did
// not fit, and the user menu (with sign-out) was off the screen.
test('every header button of the staff is on the screen of the narrowest phones', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/welcome/home');
    await settled(page);
    await expect(page.locator('header [data-button-room]')).toHaveCount(0);
    const buttons = page.locator('header').getByRole('button').filter({ visible: true });
    expect(await buttons.count()).toBeGreaterThanOrEqual(9);
    const outside = await buttons.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        })
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim()),
    );
    expect(outside, `${width} px`).toEqual([]);
  }
});
