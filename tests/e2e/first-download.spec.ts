// What a first visit downloads before any screen renders (the entry script of index.html and the modules it
// preloads) leaves out Mantine's floating layer: the shell's menus, popovers, tooltips and drawer load after
// the first screen (web/src/components/deferred-popup/, web/build/mantine-chunks.ts). Mantine names each
// component in a displayName string, which minification keeps, so the check reads what the files contain,
// whatever the chunks are called.
import type { APIRequestContext, Page } from '@playwright/test';
import { firstScreenTranslations } from '../../web/src/routes/first-screen-translations.ts';
import { accounts, expect, test, writeStorage } from './fixtures.ts';
import { holdRequests } from './held-requests.ts';
import { openInApp, settled } from './screen-settling.ts';

/** The scripts of index.html, the entry and the modules it preloads: the first download. */
async function firstDownloadScripts(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/espacio', { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** The scripts the page has loaded so far. */
function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

/** Which of `files` contain `pattern`: a chunk is known by what it holds, whatever it is called. */
async function filesHolding(request: APIRequestContext, files: readonly string[], pattern: RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) if (pattern.test(await (await request.get(file)).text())) found.push(file);
  return found;
}

/** The text as it reads on screen (innerText: what CSS hides is left out, such as the templates of closed popups). */
function shownText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point.
  return page.evaluate(() => `${document.title}\n${document.body.innerText}`);
}

/** Waits until the page has loaded a file whose address holds `part`. */
async function fileLoaded(page: Page, part: string): Promise<void> {
  await page.waitForFunction(
    (name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
    part,
  );
}

/** Waits for two frames: what a state change renders is on the screen. */
async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// ScrollArea too: it imports a helper from floating-ui, and with it the whole floating layer.
const floatingComponents = /@mantine\/core\/(Popover|Menu|Tooltip|Combobox|Drawer|ModalBase|ScrollArea)\b/g;

test('the first download leaves out the floating layer, which arrives for the popups', async ({ page, request }) => {
  const readFloating = async (files: readonly string[]) => {
    const found = new Set<string>();
    for (const file of files) {
      const code = await (await request.get(file)).text();
      for (const match of code.matchAll(floatingComponents)) found.add(`${match[1]} in ${file}`);
    }
    return [...found];
  };

  const firstDownload = await firstDownloadScripts(request);
  expect(firstDownload.length).toBeGreaterThan(1);
  expect(await readFloating(firstDownload)).toEqual([]);

  // The same check finds the popover once the appearance popover is open: the names are there to be found.
  await page.goto('/espacio');
  await page.getByRole('button', { name: 'Apariencia' }).click();
  await expect(page.getByText('Esquema de color')).toBeVisible();
  expect((await readFloating(await loadedScripts(page))).some((found) => found.startsWith('Popover'))).toBe(true);
});

// The template apps' routes warm their screens' queries with their endpoint modules imported as they load
// (web/src/routes/warm-queries.ts): imported by the route files, the modules were part of the first download.
test("the first download holds none of the template apps' API calls, which come with their screens", async ({
  page,
  request,
  signIn,
}) => {
  const templateCalls = /`\/api\/(apps\/(ecommerce|mailbox|contacts|chat|help-center|academy)|dashboards)\//;
  expect(await filesHolding(request, await firstDownloadScripts(request), templateCalls)).toEqual([]);

  // The same check finds the inventory's calls once its screen is open, from its loader.
  await signIn(accounts.admin);
  await page.goto('/apps/ecommerce/inventory');
  await settled(page);
  expect(await filesHolding(request, await loadedScripts(page), templateCalls)).not.toEqual([]);
});

// Every file is a request, six at a time over HTTP/1.1: the app's own modules that the entry imports come in one
// chunk (web/vite.config.ts, group `app`), not one small chunk per module that a lazy screen shares too (24 files).
test('the first download is a handful of files, the app modules in one of them', async ({ request }) => {
  const scripts = new Set((await firstDownloadScripts(request)).map((path) => path.slice('/assets/'.length)));
  expect(scripts.size).toBeLessThanOrEqual(12);
  expect([...scripts].filter((name) => name.startsWith('app-'))).toHaveLength(1);
});

// A screen's icons that other screens use too came one file each (33 files of about 1 KiB), six requests at a
// time over HTTP/1.1: they form one chunk (web/vite.config.ts, group `tabler-icons`; a chunk named `icons` is
// the generated client of the icon catalogues).
test('the icons that screens share come in one file, not one file each', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/espacio');
  await settled(page);
  for (const path of ['/welcome/home', '/apps/tasks', '/apps/contacts', '/users']) await openInApp(page, path);
  const scripts = await loadedScripts(page);
  expect(scripts.filter((path) => /\/assets\/Icon[A-Z]/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/assets\/tabler-icons-[^/]+\.js$/.test(path))).toHaveLength(1);
});

// The contract's descriptions of the collections (the generic screens' registry, about 20 KiB gzip with the hooks the
// bundler puts beside it) are no part of the staff home's first paint: its post cards say a value without them
// (use-resource-words.ts), and the sign-ups notice and the tasks, which need them, load once the posts are in.
// The registry's chunk is known by what it says of a collection, whatever it is called.
const registryMarker = /schema:\s*[`'"]Agendable[`'"],\s*tag:\s*[`'"]node-agendables[`'"]/;

test('the staff home greets before the collections registry downloads, which comes with the tasks', async ({
  page,
  request,
  signIn,
}) => {
  const scriptsWithRegistry = async () => filesHolding(request, await loadedScripts(page), registryMarker);

  await signIn(accounts.admin);
  // The posts are held: the greeting is on screen, and what comes after the posts has not been asked for.
  const posts = await holdRequests(page, '**/api/node/posts/search**');
  await page.goto('/welcome/home');
  await expect(page.getByText('Este es el punto de partida de la administración.')).toBeVisible();
  await expect.poll(posts.count).toBeGreaterThan(0);
  expect(await scriptsWithRegistry()).toEqual([]);

  posts.release();
  await expect(page.getByRole('heading', { name: 'Mis tareas' })).toBeVisible();
  expect(await scriptsWithRegistry()).toHaveLength(1);
});

// On HTTP/1.1's six connections, what starts a chain of requests (the session check, the guest token) and the
// translations a first screen waits for are asked for before the dozen files of the screen's code, not queued
// behind them (web/src/app/first-navigation-head-start.ts).
test('the session check, the guest token and the translations a screen waits for come before the screen code', async ({
  page,
  signIn,
}) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  // Within the requests of the page at `address`, from its document on (the page before may still ask for things).
  const before = (address: string, first: RegExp, then: RegExp) => {
    const own = requested.slice(requested.lastIndexOf(address));
    const firstAt = own.findIndex((path) => first.test(path));
    const thenAt = own.findIndex((path) => then.test(path));
    expect(firstAt, `${first} asked for`).toBeGreaterThanOrEqual(0);
    expect(thenAt, `${then} asked for`).toBeGreaterThanOrEqual(0);
    expect(firstAt, `${first} before ${then}`).toBeLessThan(thenAt);
  };

  await page.goto('/espacio');
  await settled(page);
  before('/espacio', /^\/api\/auth\/web\/guest$/, /^\/assets\/training-list-page-[\w-]+\.js$/);
  // Each screen's own namespaces, each a file (the rest of the language comes after the screen, tested below).
  const ownWords = (namespace: string) => new RegExp(`^/assets/es-${namespace}-translations-[\\w-]+\\.js$`);
  for (const namespace of firstScreenTranslations.training)
    before('/espacio', ownWords(namespace), /^\/assets\/training-list-page-[\w-]+\.js$/);
  await page.goto('/sign-in');
  await settled(page);
  for (const namespace of firstScreenTranslations.signing)
    before('/sign-in', ownWords(namespace), /^\/assets\/sign-in-page-[\w-]+\.js$/);

  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await settled(page);
  before('/welcome/home', /^\/api\/auth\/admin\/check$/, /^\/assets\/welcome-home-page-[\w-]+\.js$/);
  for (const namespace of firstScreenTranslations.staffHome)
    before('/welcome/home', ownWords(namespace), /^\/assets\/welcome-home-page-[\w-]+\.js$/);
});

// English has every key of Spanish (web/src/lib/i18n/locales.test.ts): an English reader needs no Spanish fallback.
test('an English reader downloads the English translations and no Spanish ones', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => scripts.push(new URL(sent.url()).pathname));
  await writeStorage(page, { language: 'en' });
  await page.goto('/espacio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training');
  await settled(page);
  expect(scripts.filter((path) => /^\/assets\/en-translations-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /^\/assets\/es-translations-[\w-]+\.js$/.test(path))).toEqual([]);
});

// The notifications container waits for the first screen (web/src/app/app-providers.tsx): its chunk is asked for
// after the screen's data, and still comes, in the first idle time after it.
test("the notifications container's code is asked for after the first screen's data", async ({ page, request }) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  const contents = new Map<string, string>();
  const notificationsAt = async () => {
    for (const [index, path] of requested.entries()) {
      if (!path.endsWith('.js')) continue;
      if (!contents.has(path)) contents.set(path, await (await request.get(path)).text());
      if (contents.get(path)?.includes('--notifications-container-width')) return index;
    }
    return -1;
  };
  await page.goto('/espacio');
  await expect.poll(notificationsAt).toBeGreaterThanOrEqual(0);
  const dataAt = requested.indexOf('/api/node/documents/with-assets');
  expect(dataAt).toBeGreaterThanOrEqual(0);
  expect(await notificationsAt()).toBeGreaterThan(dataAt);
});

// The training space and the signing screens say everything with the Spanish namespaces of the entry and the one they
// declare (web/src/routes/first-screen-translations.ts): with the language's other namespaces held back, each shows the
// same words as once they have come (a word missing would read as its key, and change when they arrive), and they are
// asked for only after the screen's data.
test('the training space and the sign-in screens say everything before the other Spanish namespaces arrive', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  const namespacesCame = () => fileLoaded(page, '/assets/es-translations-');

  await page.goto('/espacio');
  await settled(page);
  const post = await page.locator('main a[href^="/espacio/capacitacion/"]').first().getAttribute('href');
  expect(post).not.toBeNull();
  // This page's namespaces have come before the next page opens: none of its requests is the next page's.
  await namespacesCame();
  const signing = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=x'];
  const webSigning = ['/web/ingresar', '/web/registracion', '/web/recuperarclave'];
  for (const path of ['/espacio', '/espacio/capacitacion', post ?? '', ...signing, ...webSigning]) {
    const bundle = await holdRequests(page, '**/assets/es-translations-*.js');
    requested.length = 0;
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(bundle.count, `${path}: the namespaces asked for after the screen`).toBeGreaterThan(0);
    const withEntryOnly = await shownText(page);
    if (path.startsWith('/espacio')) {
      const data = requested.findIndex((each) => each.startsWith('/api/node/'));
      const translations = requested.findIndex((each) => each.startsWith('/assets/es-translations-'));
      expect(data, `${path}: its data asked for`).toBeGreaterThanOrEqual(0);
      expect(translations, `${path}: the namespaces asked for after its data`).toBeGreaterThan(data);
    }
    bundle.release();
    await namespacesCame();
    await painted(page);
    expect(await shownText(page), `${path}: the same words once the namespaces have come`).toBe(withEntryOnly);
  }
});

// The staff home waits for its two namespaces (web/src/routes/first-screen-translations.ts), not for the language's
// bundle: its greeting and the wait for the posts say the same words before the bundle as after, also once what
// mounts in the first idle time (the session-expiry dialog, the top-bar panels) is in place. Its post
// cards say the records' words, from the bundle: posts that come first wait under the same words until it does.
test('the staff home greets with its own namespaces; its post cards wait for the rest of the language', async ({
  page,
  signIn,
}) => {
  const greeting = page.getByText('Este es el punto de partida de la administración.');
  const waiting = page.getByRole('status').filter({ hasText: 'Cargando' }).first();
  const cards = page.locator('main article');
  const tasks = page.getByRole('heading', { name: 'Mis tareas' });
  /**
   * Opens the staff home with the bundle held, and waits for what mounts in the first idle time to be in place: the
   * session-expiry dialog, and the top-bar panels with their counts (numbers on screen, whatever the words).
   */
  const openHoldingTheBundle = async () => {
    const bundle = await holdRequests(page, '**/assets/es-translations-*.js');
    await page.goto('/welcome/home');
    await expect.poll(bundle.count, 'the bundle asked for, in the first idle time').toBeGreaterThan(0);
    await fileLoaded(page, '/assets/session-expiry-dialog-');
    await expect(page.getByRole('button', { name: /^Mensajes \(\d+ sin leer\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notificaciones \(\d+ sin leer\)$/ })).toBeVisible();
    await painted(page);
    return bundle;
  };
  await signIn(accounts.admin);

  const posts = await holdRequests(page, '**/api/node/posts/search**');
  const bundle = await openHoldingTheBundle();
  await expect(greeting).toBeVisible();
  await expect(waiting).toBeVisible();
  const beforeTheBundle = await shownText(page);
  bundle.release();
  await fileLoaded(page, '/assets/es-translations-');
  await painted(page);
  expect(await shownText(page), 'the same words once the bundle has come').toBe(beforeTheBundle);
  posts.release();
  await expect(cards.first()).toBeVisible();
  // Under the cards, once they are shown (their code asked for now, not during the next visit).
  await expect(tasks).toBeVisible();

  // The posts first: the cards wait, the greeting stays, and they come with the bundle.
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.addInitScript(() => {
    const page = window as unknown as { tasksMoved: number };
    page.tasksMoved = 0;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
        if (shift.sources.some((source) => source.node?.textContent?.includes('Mis tareas')))
          page.tasksMoved += shift.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const answered = page.waitForResponse((response) => response.url().includes('/api/node/posts/search'));
  const heldAgain = await openHoldingTheBundle();
  await answered;
  await painted(page);
  await expect(greeting).toBeVisible();
  await expect(waiting).toBeVisible();
  await expect(cards).toHaveCount(0);
  // Nor do the tasks stand under the cards' wait (their code is not even asked for): the cards would push them down as
  // they came, off a phone's screen (Lighthouse's layout shift 0.27-0.40).
  const thisVisit = requested.slice(requested.lastIndexOf('/welcome/home'));
  expect(thisVisit.filter((path) => path.startsWith('/assets/my-tasks-'))).toEqual([]);
  heldAgain.release();
  // The post's module in the records' words ("tablero" without them).
  const board = cards.filter({ hasText: 'Acta de la comisión de seguimiento n.º 12' });
  await expect(board.getByText('Tablero de gestión', { exact: true })).toBeVisible();
  await expect(tasks).toBeVisible();
  // Under the cards, they moved nothing as they came.
  expect(await page.evaluate(() => (window as unknown as { tasksMoved: number }).tasksMoved)).toBe(0);
});
