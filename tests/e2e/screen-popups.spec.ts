// The screens' own dialogs, drawers, date pickers and select lists pass axe's WCAG 2 A/AA rules with no serious
// or critical violation while open, and its colour rules in the dark scheme too: the screen walk checks screens with everything
// closed, open-overlays.spec.ts the header's popups. Each screen here has a kind of popup the others lack: a
// generic form in a dialog with a date and time picker and selects (agenda), a dialog of the template's apps
// (chat), a drawer with a radio group (inventory), a long select list (gestion), a date range picker and a
// select with a placeholder (audit trail), and a hovered table row with badges (users). Inside each dialog
// every select and date picker is opened too, so a new field of those forms is covered.
import type { Locator, Page } from '@playwright/test';
import { type AxeRules, accessibilityViolations } from './axe.ts';
import { englishNames } from './english-names.ts';
import { accounts, bearer, expect, test, writeStorage } from './fixtures.ts';
import { recordFailures } from './page-failures.ts';
import { openInApp, settled } from './screen-settling.ts';

/** A control that opens a list or a dialog: selects (listbox) and date pickers (dialog). */
const pickers = '[aria-haspopup="listbox"], [aria-haspopup="dialog"]';

const screens: { path: string; opener?: (main: Locator) => Locator }[] = [
  { path: '/agenda', opener: (main) => main.getByRole('button', { name: /^Crear una entrada/ }).first() },
  { path: '/apps/chat', opener: (main) => main.getByRole('button', { name: 'Nueva conversación' }) },
  { path: '/apps/ecommerce/inventory', opener: (main) => main.getByRole('button', { name: 'Nuevo producto' }) },
  { path: '/gestion' },
  { path: '/audittrail' },
];

/** Opens each picker inside `scope` in turn, checks the page with its list or calendar open, and closes it. */
async function checkPickers(
  page: Page,
  scope: Locator,
  where: string,
  found: string[],
  rules: AxeRules,
): Promise<number> {
  const controls = scope.locator(pickers).filter({ visible: true });
  const count = await controls.count();
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const role = (await control.getAttribute('aria-haspopup')) === 'listbox' ? 'listbox' : 'dialog';
    const popups = page.getByRole(role).filter({ visible: true });
    const before = await popups.count();
    await control.click();
    await expect(popups).toHaveCount(before + 1);
    for (const violation of await accessibilityViolations(page, rules))
      found.push(`${where}, ${role} ${index + 1}: ${violation}`);
    for (const name of await englishNames(page))
      found.push(`${where}, ${role} ${index + 1}: named in English: ${name}`);
    await page.keyboard.press('Escape');
    await expect(popups).toHaveCount(before);
  }
  return count;
}

/** A long select list stays a box of its own height that scrolls itself (the listbox is the scroller). */
async function expectScrollingList(page: Page, select: Locator): Promise<void> {
  await select.click();
  const listbox = page.getByRole('listbox').filter({ visible: true });
  await expect(listbox).toBeVisible();
  const box = await listbox.evaluate((element) => ({
    height: element.clientHeight,
    content: element.scrollHeight,
    overflow: getComputedStyle(element).overflowY,
  }));
  expect(box.overflow).toBe('auto');
  expect(box.content).toBeGreaterThan(box.height);
  expect(box.height).toBeLessThanOrEqual(240);
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
}

async function checkScreens(page: Page, rules: AxeRules): Promise<string[]> {
  const found: string[] = [];
  for (const { path, opener } of screens) {
    await openInApp(page, path);
    const main = page.getByRole('main');
    if (opener) {
      await opener(main).click();
      const dialog = page.getByRole('dialog').filter({ visible: true }).last();
      await expect(dialog).toBeVisible();
      for (const violation of await accessibilityViolations(page, rules)) found.push(`${path}, dialog: ${violation}`);
      for (const name of await englishNames(page)) found.push(`${path}, dialog: named in English: ${name}`);
      await checkPickers(page, dialog, `${path}, dialog`, found, rules);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').filter({ visible: true })).toHaveCount(0);
    } else {
      expect(await checkPickers(page, main, path, found, rules), `pickers on ${path}`).toBeGreaterThan(0);
    }
  }
  // The projects' select on /gestion lists every project.
  await openInApp(page, '/gestion');
  await expectScrollingList(page, page.getByRole('main').locator('[aria-haspopup="listbox"]').first());
  // A hovered row: its badges and secondary text on the row's hover colour.
  await openInApp(page, '/users');
  await page.getByRole('main').locator('tbody tr').first().hover();
  for (const violation of await accessibilityViolations(page, rules)) found.push(`/users, hovered row: ${violation}`);
  return found;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the screens' dialogs, pickers and lists are accessible while open, ${scheme} scheme`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const failures = recordFailures(page);
    await signIn(accounts.admin);
    await writeStorage(page, { 'color-scheme': scheme });
    await page.goto('/welcome/home');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // The dark scheme changes colours only: its pass runs the colour rules, the light one all of them.
    expect(await checkScreens(page, scheme === 'dark' ? 'colours' : 'wcag2')).toEqual([]);
    expect(failures, 'errors and refused requests').toEqual([]);
  });
}

// States the walk never reaches, as it opens lists only: a selected row beside its pane (the open
// conversation, contact, task or mail) sits on the theme colour's light shade, where the page's dimmed text fell
// under 4.5:1; the open conversation shows the user's own bubbles and scrolls, which the keyboard must reach; a
// board's card opens in a dialog with its checklists.
test('a selected row, its open pane and a board card are accessible', async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const read = async <T>(path: string): Promise<T> =>
    (await (await api.get(path, { headers: bearer(accessToken) })).json()) as T;
  const [chat] = await read<{ id: string }[]>('/api/apps/chat/chats');
  const [contact] = await read<{ id: string }[]>('/api/apps/contacts/all');
  const task = (await read<{ id: string; type: string }[]>('/api/apps/tasks/all')).find((item) => item.type === 'task');
  const [mail] = (await read<{ mails: { id: string }[] }>('/api/apps/mailbox/mails?folder=inbox')).mails;
  const [board] = await read<{ id: string }[]>('/api/apps/scrumboard/boards');
  const { lists } = await read<{ lists: { cards: { id: string; checklists: unknown[] }[] }[] }>(
    `/api/apps/scrumboard/board?id=${board?.id}`,
  );
  const card = lists.flatMap((list) => list.cards).find((candidate) => candidate.checklists.length > 0);
  if (!chat || !contact || !task || !mail || !board || !card) throw new Error('the seed lacks one of the records');
  await page.goto('/welcome/home');
  await settled(page);
  const found: string[] = [];
  const check = async (path: string) => {
    for (const violation of await accessibilityViolations(page)) found.push(`${path}: ${violation}`);
    for (const name of await englishNames(page)) found.push(`${path}: named in English: ${name}`);
  };
  for (const path of [
    `/apps/chat/${chat.id}`,
    `/apps/contacts/${contact.id}`,
    `/apps/tasks/${task.id}`,
    `/apps/mailbox/folder/inbox/${mail.id}`,
  ]) {
    await openInApp(page, path);
    await expect(page.getByRole('main').locator('[data-selected]').first()).toBeVisible();
    await check(path);
    if (path.startsWith('/apps/chat/')) {
      // The conversation is longer than its box: the keyboard can scroll it.
      await expect(page.getByRole('log')).toHaveAttribute('tabindex', '0');
    }
  }
  const cardPath = `/apps/scrumboard/${board.id}?card=${card.id}`;
  await openInApp(page, cardPath);
  await expect(page.getByRole('dialog').getByRole('group').first()).toBeVisible();
  await check(cardPath);
  expect(found).toEqual([]);
});

// The list screens' filter and columns popovers, opened from the keyboard: the focus moves in, Tab keeps it
// inside while the popover is open (it is drawn in a portal at the end of the page), and Escape gives it back.
test('the filter and columns popovers keep the keyboard inside and give it back', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/productos');
  await settled(page);
  for (const name of ['Filtrar', 'Columnas']) {
    const button = page.getByRole('main').getByRole('button', { name, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').filter({ visible: true });
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside, `${name}: focus moved in`).toBe(true);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `${name}: focus after ${step + 1} Tab`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});
