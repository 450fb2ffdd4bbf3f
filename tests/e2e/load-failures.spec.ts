// A screen whose data the server could not give says so, in its own words, with a retry: an outage must not read as
// an empty list ("No hay notas que mostrar") or as a folder that does not exist. The retry asks again and the screen
// fills in. What does not exist (an unknown folder) is still said as such, without a retry. The product's own
// searches (the training space, the personal boards and procedures) give an empty list, silently, as seed 000 says.

import type { APIRequestContext } from '@playwright/test';
import academy from '../../web/src/locales/es/academy.json' with { type: 'json' };
import activities from '../../web/src/locales/es/activities.json' with { type: 'json' };
import backoffice from '../../web/src/locales/es/backoffice.json' with { type: 'json' };
import chatTexts from '../../web/src/locales/es/chat.json' with { type: 'json' };
import collections from '../../web/src/locales/es/collections.json' with { type: 'json' };
import common from '../../web/src/locales/es/common.json' with { type: 'json' };
import contacts from '../../web/src/locales/es/contacts.json' with { type: 'json' };
import fileManager from '../../web/src/locales/es/fileManager.json' with { type: 'json' };
import helpCenter from '../../web/src/locales/es/helpCenter.json' with { type: 'json' };
import icons from '../../web/src/locales/es/icons.json' with { type: 'json' };
import inventory from '../../web/src/locales/es/inventory.json' with { type: 'json' };
import layout from '../../web/src/locales/es/layout.json' with { type: 'json' };
import mailbox from '../../web/src/locales/es/mailbox.json' with { type: 'json' };
import notes from '../../web/src/locales/es/notes.json' with { type: 'json' };
import scrumboard from '../../web/src/locales/es/scrumboard.json' with { type: 'json' };
import space from '../../web/src/locales/es/space.json' with { type: 'json' };
import tasks from '../../web/src/locales/es/tasks.json' with { type: 'json' };
import templateDashboards from '../../web/src/locales/es/templateDashboards.json' with { type: 'json' };
import { accessibilityViolations } from './axe.ts';
import { okJson } from './contract-json.ts';
import { accounts, expect, test, writeStorage } from './fixtures.ts';
import { every, refuseRequests } from './refusals.ts';
import { seededContacts, seededProducts, seededTasks } from './seeded-records.ts';

/** Each screen, the address of the data it cannot do without, and how it says that data could not be loaded. */
const screens = [
  { path: '/apps/chat', api: '/api/apps/chat/chats', says: chatTexts.loadFailed },
  { path: '/apps/contacts', api: '/api/apps/contacts/search', says: contacts.loadFailed },
  { path: '/apps/mailbox', api: '/api/apps/mailbox/mails', says: mailbox.loadFailed },
  { path: '/apps/mailbox', api: '/api/apps/mailbox/folders', says: mailbox.sidebarLoadFailed },
  { path: '/apps/file-manager', api: '/api/apps/file-manager', says: fileManager.loadFailed },
  { path: '/apps/notes', api: '/api/apps/notes/all', says: notes.loadFailed },
  { path: '/apps/notes', api: '/api/apps/notes/labels', says: notes.labelsLoadFailed },
  { path: '/apps/tasks', api: '/api/apps/tasks/all', says: tasks.loadFailed },
  { path: '/apps/scrumboard', api: '/api/apps/scrumboard/boards', says: scrumboard.boards.loadFailed },
  { path: '/apps/academy', api: '/api/apps/academy/courses', says: academy.loadFailed },
  { path: '/apps/help-center', api: '/api/apps/help-center/faqs', says: helpCenter.loadFailed },
  { path: '/apps/ecommerce/inventory', api: '/api/apps/ecommerce/inventory/products', says: inventory.loadFailed },
  { path: '/pages/activities', api: '/api/pages/activities', says: activities.loadFailed },
  { path: '/dashboards/project', api: '/api/dashboards/project', says: templateDashboards.error.title },
  { path: '/ui/icons', api: '/api/ui/icons/feather', says: icons.loadFailed },
  { path: '/welcome/home', api: '/api/node/posts/search', says: backoffice.common.loadError },
];

for (const screen of screens) {
  test(`${screen.path} says when ${screen.api} could not be loaded, and loads it on a retry`, async ({
    page,
    signIn,
  }) => {
    await signIn(accounts.admin);
    const outage = await refuseRequests(page, (url) => url.pathname === screen.api, { picks: every, status: 503 });
    await page.goto(screen.path);
    const failure = page.getByRole('alert').filter({ hasText: screen.says });
    await expect(failure).toBeVisible();
    // The shell's team chat comes after the first idle time and reads the chats too: a reading of its own after the
    // outage would fill the screen before the retry is pressed. Its first reading is refused like the screen's.
    await expect(page.getByRole('button', { name: chatTexts.panel.label })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const retry = failure.getByRole('button', { name: common.loadFailed.retry });
    await expect(retry).toBeEnabled();

    outage.end();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === screen.api);
    await retry.click();
    expect((await answered).status()).toBe(200);
    await expect(failure).toHaveCount(0);
    // The focus stays where the data came, not fallen to the top of the page with the button.
    expect(await page.evaluate('document.activeElement === document.body')).toBe(false);
  });
}

/**
 * A form's picker: where it is and how many values the record there has chosen in it, the address of its options,
 * and its name.
 */
const pickers = [
  {
    name: "a product's category",
    at: async (api: APIRequestContext) => {
      const [product] = await seededProducts(api);
      return { path: `/apps/ecommerce/inventory?product=${product.id}`, chosen: product.category === '' ? 0 : 1 };
    },
    api: '/api/apps/ecommerce/inventory/categories',
    label: inventory.fields.category,
  },
  {
    name: "a contact's tags",
    at: async (api: APIRequestContext) => {
      const [contact] = await seededContacts(api);
      return { path: `/apps/contacts/${contact.id}?edit=true`, chosen: contact.tags.length };
    },
    api: '/api/apps/contacts/tags',
    label: contacts.fields.tags,
  },
  {
    name: "a task's tags",
    at: async (api: APIRequestContext) => {
      const [task] = await seededTasks(api);
      return { path: `/apps/tasks/${task.id}`, chosen: task.tags.length };
    },
    api: '/api/apps/tasks/tags',
    label: tasks.fields.tags,
  },
  {
    name: "a note's labels",
    at: async () => ({ path: '/apps/notes?note=new', chosen: 0 }),
    api: '/api/apps/notes/labels',
    label: notes.dialog.labels,
  },
];

for (const picker of pickers) {
  test(`${picker.name}: the picker says its options could not be loaded, and asks again when opened again`, async ({
    page,
    signIn,
    api,
  }) => {
    await signIn(accounts.admin);
    const outage = await refuseRequests(page, (url) => url.pathname === picker.api, { picks: every, status: 503 });
    const { path, chosen } = await picker.at(api);
    await page.goto(path);
    const field = page
      .getByRole('combobox', { name: picker.label, exact: true })
      .or(page.getByRole('textbox', { name: picker.label, exact: true }));
    await field.click();
    await expect(page.getByText(common.options.failed)).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    // What the record had chosen shows as not available, never as a raw id.
    await expect(page.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/)).toHaveCount(0);
    // A multiple select's pills, or a single select's own value.
    const unlistedShown = async () =>
      (await page.getByText(common.options.unlisted, { exact: true }).count()) +
      ((await field.inputValue()) === common.options.unlisted ? 1 : 0);
    await expect.poll(unlistedShown).toBe(chosen);

    outage.end();
    await page.keyboard.press('Escape');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === picker.api);
    await field.click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByText(common.options.failed)).toHaveCount(0);
  });
}

test('a folder or a record that does not exist is said as such, not as a failure to load', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/apps/mailbox/folder/no-such-folder');
  await expect(page.getByText(mailbox.list.missing)).toBeVisible();
  await expect(page.getByRole('button', { name: common.loadFailed.retry })).toHaveCount(0);
  await page.goto('/apps/file-manager/no-such-folder');
  await expect(page.getByRole('alert').filter({ hasText: fileManager.notFound })).toBeVisible();
  await expect(page.getByRole('button', { name: common.loadFailed.retry })).toHaveCount(0);
  // A generic record screen, for a record id that no record has.
  await page.goto('/colecciones/tasks/000000000000000000000000');
  await expect(page.getByText(collections.ui.recordNotFound)).toBeVisible();
  await expect(page.getByRole('button', { name: common.loadFailed.retry })).toHaveCount(0);
  // An id no record could have (the API refuses it with a 400 naming the id) does not exist either.
  await page.goto('/colecciones/tasks/not-a-record-id');
  await expect(page.getByText(collections.ui.recordNotFound)).toBeVisible();
  await expect(page.getByRole('button', { name: common.loadFailed.retry })).toHaveCount(0);
});

// The personal space's record pages: an outage is said as one, with a retry, not as "not found"; what does not
// exist (an unknown or malformed id) is said as such.
test("a training's and a request's pages say when they could not be loaded, and what does not exist as such", async ({
  page,
  signIn,
}) => {
  await signIn(accounts.lucia);
  await page.goto('/espacio');
  const trainingLink = page.locator('main a[href^="/espacio/capacitacion/"]:not([href*="/persona/"])').first();
  const trainingPath = (await trainingLink.getAttribute('href')) ?? '';
  await page.goto('/workflow/web/mistramites/inicio');
  const requestPath = (await page.getByRole('link', { name: /SOL-2026-0003/ }).getAttribute('href')) ?? '';
  const pages = [
    {
      path: trainingPath,
      api: `/api/node/posts/${trainingPath.split('/').pop()}`,
      says: space.training.post.loadFailed,
    },
    {
      path: requestPath,
      api: `/api/node/workflows/${requestPath.split('/').pop()}`,
      says: space.procedures.detail.loadFailed,
    },
  ];
  for (const record of pages) {
    await test.step(record.path, async () => {
      const outage = await refuseRequests(page, (url) => url.pathname === record.api, { picks: every, status: 503 });
      await page.goto(record.path);
      const failure = page.getByRole('alert').filter({ hasText: record.says });
      await expect(failure).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      outage.end();
      await failure.getByRole('button', { name: common.loadFailed.retry }).click();
      await expect(failure).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
  const missing = [
    { path: '/espacio/capacitacion/000000000000000000000000', says: space.training.post.notFound.title },
    { path: '/espacio/capacitacion/not-a-post-id', says: space.training.post.notFound.title },
    { path: '/workflow/web/mistramites/000000000000000000000000', says: space.procedures.detail.notFound.title },
    { path: '/workflow/web/mistramites/not-a-request-id', says: space.procedures.detail.notFound.title },
  ];
  for (const record of missing) {
    await page.goto(record.path);
    await expect(page.getByRole('heading', { level: 1, name: record.says })).toBeVisible();
    await expect(page.getByRole('button', { name: common.loadFailed.retry })).toHaveCount(0);
  }
});

test("a record's pane says its record could not be loaded, and loads it on a retry", async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  const [contact] = await seededContacts(api);
  const [product] = await seededProducts(api);
  const inbox = await okJson(await api.get('/api/apps/mailbox/mails?folder=inbox'), 'mailboxListMails');
  const [board] = await okJson(await api.get('/api/apps/scrumboard/boards'), 'scrumboardListBoards');
  const [course] = await okJson(await api.get('/api/apps/academy/courses'), 'academyListCourses');
  const [chat] = await okJson(await api.get('/api/apps/chat/chats'), 'chatListChats');
  const mail = inbox.mails?.[0];
  if (!mail || !board || !course || !chat) throw new Error('The seed has one of each');
  const records = [
    { path: `/apps/contacts/${contact.id}`, api: '/api/apps/contacts/contact', says: contacts.loadError },
    { path: `/apps/mailbox/folder/inbox/${mail.id}`, api: '/api/apps/mailbox/mail', says: mailbox.mail.loadError },
    { path: `/apps/scrumboard/${board.id}`, api: '/api/apps/scrumboard/board', says: scrumboard.board.loadFailed },
    {
      path: `/apps/academy/${course.id}/${course.slug}`,
      api: '/api/apps/academy/courses/course',
      says: academy.courseLoadFailed,
    },
    {
      path: `/apps/ecommerce/inventory?product=${product.id}`,
      api: '/api/apps/ecommerce/inventory/product',
      says: inventory.productLoadFailed,
    },
  ];
  for (const record of records) {
    await test.step(record.path, async () => {
      const outage = await refuseRequests(page, (url) => url.pathname === record.api, { picks: every, status: 503 });
      await page.goto(record.path);
      const failure = page.getByRole('alert').filter({ hasText: record.says });
      await expect(failure).toBeVisible();
      outage.end();
      await failure.getByRole('button', { name: common.loadFailed.retry }).click();
      await expect(failure).toHaveCount(0);
    });
  }

  // On a phone an open conversation is all the screen shows: it says that the chats could not be loaded.
  await page.setViewportSize({ width: 390, height: 844 });
  const outage = await refuseRequests(page, (url) => url.pathname === '/api/apps/chat/chats', {
    picks: every,
    status: 503,
  });
  await page.goto(`/apps/chat/${chat.id}`);
  const failure = page.getByRole('alert').filter({ hasText: chatTexts.loadFailed });
  await expect(failure).toBeVisible();
  await expect(page.getByText(chatTexts.conversation.notFound)).toHaveCount(0);
  // The top bar's team chat reads the same chats once it mounts, after the first idle time, and retries once a second
  // later: a read of it still under way when the outage ends brings the chats by itself, and the alert goes before the
  // retry is pressed (CI runs 160 and 165 on a busy machine). Either way the alert goes and the conversation shows;
  // the retry button itself is pressed in the record panes above.
  await expect(page.locator('[data-button-room]')).toHaveCount(0);
  outage.end();
  await Promise.race([
    failure.waitFor({ state: 'detached' }),
    failure
      .getByRole('button', { name: common.loadFailed.retry })
      .click()
      .catch(() => undefined),
  ]);
  await expect(failure).toHaveCount(0);
  const contactInfo = chatTexts.info.open.replace('{{name}}', chat.contact.name);
  await expect(page.getByRole('button', { name: contactInfo })).toBeVisible();
});

test('the screen and the phone menu say the menu could not be loaded, and bring it on a retry', async ({
  page,
  signIn,
}) => {
  await signIn(accounts.admin);
  const menu = page.getByRole('navigation', { name: layout.navigation.label });
  const failure = page.getByRole('alert').filter({ hasText: layout.navigation.loadFailed });
  const isMenu = (url: URL) => url.pathname === '/api/common/navigation';

  let outage = await refuseRequests(page, isMenu, { picks: every, status: 503 });
  await page.goto('/welcome/home');
  // Above the screen, where the eyes are, rather than in the emptied side panel.
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: layout.navigation.loadFailed }),
  ).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(0);
  outage.end();
  await failure.getByRole('button', { name: common.loadFailed.retry }).click();
  await expect(failure).toHaveCount(0);
  await expect(menu.getByRole('link').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  outage = await refuseRequests(page, isMenu, { picks: every, status: 503 });
  await page.reload();
  await page.getByRole('button', { name: layout.menu.toggle }).click();
  const inMenu = page.getByRole('dialog').getByRole('alert').filter({ hasText: layout.navigation.loadFailed });
  await expect(inMenu).toBeVisible();
  outage.end();
  await inMenu.getByRole('button', { name: common.loadFailed.retry }).click();
  await expect(menu.getByRole('link').first()).toBeVisible();
});

test("the top bar's messages, notifications, shortcuts and chats say their list could not be loaded, and load it on a retry", async ({
  page,
  signIn,
}) => {
  await signIn(accounts.admin);
  const panels = [
    { button: layout.inbox.messages, api: '/api/common/messages', says: layout.inbox.messagesLoadFailed },
    {
      button: layout.inbox.notifications,
      api: '/api/common/notifications',
      says: layout.inbox.notificationsLoadFailed,
    },
    {
      button: layout.shortcuts.label,
      api: '/api/common/shortcuts',
      says: layout.shortcuts.loadFailed,
      // A list that did not load cannot be edited: its edit button comes back with the list.
      actions: [layout.shortcuts.editMode],
    },
    { button: chatTexts.panel.label, api: '/api/apps/chat/chats', says: chatTexts.loadFailed },
  ];
  const outages = await Promise.all(
    panels.map((panel) => refuseRequests(page, (url) => url.pathname === panel.api, { picks: every, status: 503 })),
  );
  // In the dark scheme: the failure's colours read there too.
  await writeStorage(page, { 'color-scheme': 'dark' });
  await page.goto('/welcome/home');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  for (const [index, panel] of panels.entries()) {
    await test.step(panel.button, async () => {
      await page.getByRole('button', { name: panel.button, exact: true }).click();
      const failure = page.getByRole('alert').filter({ hasText: panel.says });
      await expect(failure).toBeVisible();
      for (const action of panel.actions ?? []) await expect(page.getByRole('button', { name: action })).toHaveCount(0);
      if (index === 0) expect(await accessibilityViolations(page, 'colours')).toEqual([]);
      outages[index]?.end();
      await failure.getByRole('button', { name: common.loadFailed.retry }).click();
      await expect(failure).toHaveCount(0);
      for (const action of panel.actions ?? []) await expect(page.getByRole('button', { name: action })).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }
});

test("the product's own searches give an empty list, silently, when they fail (seed 000, section 8)", async ({
  page,
  signIn,
}) => {
  await signIn(accounts.lucia);
  const searches = [
    { path: '/espacio', api: '/api/node/posts/published', empty: space.training.empty.none },
    { path: '/espacio/persona/tablero', api: '/api/node/posts/published', empty: space.boards.empty.message },
    {
      path: '/workflow/web/mistramites/inicio',
      api: '/api/node/workflows/search',
      empty: space.procedures.empty.message,
    },
  ];
  for (const search of searches) {
    await test.step(search.path, async () => {
      const outage = await refuseRequests(page, (url) => url.pathname === search.api, { picks: every, status: 503 });
      const refused = page.waitForResponse((response) => new URL(response.url()).pathname === search.api);
      await page.goto(search.path);
      expect((await refused).status()).toBe(503);
      // The list's own empty state, and no word of the failure.
      await expect(page.getByText(search.empty)).toBeVisible();
      await expect(page.getByText(/No se pudo|No se pudieron/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: common.loadFailed.retry })).toHaveCount(0);
      outage.end();
    });
  }
});
