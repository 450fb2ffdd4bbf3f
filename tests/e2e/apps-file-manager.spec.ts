// File manager against the live server: open a nested folder through the grid, see its breadcrumbs and
// details, the details of a file in it, and a file's preview (a PDF where the browser shows one in a page) and
// download link.

import type { Schema } from '../../server/src/contract/operation-types.ts';
import { okJson } from './contract-json.ts';
import { accounts, expect, test, writeStorage } from './fixtures.ts';
import { englishLongDate } from './long-dates.ts';

type Listing = Schema<'FileManagerListing'>;

test('opens a nested folder and its details', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  await page.goto('/apps/file-manager');
  await page.getByRole('link', { name: /Expedientes/ }).click();
  await page.getByRole('link', { name: /Adjudicaciones 2025/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adjudicaciones 2025' })).toBeVisible();
  // The breadcrumb, not the menu's "Gestión de expedientes".
  const breadcrumbs = page.getByRole('main').getByRole('link', { name: 'Expedientes', exact: true });
  await expect(breadcrumbs).toBeVisible();

  const folderId = page.url().split('/apps/file-manager/')[1]?.split('?')[0] ?? '';
  const listing = (await (await api.get(`/api/apps/file-manager?folderId=${folderId}`)).json()) as Listing;
  expect(listing.path.map((folder) => folder.name)).toEqual(['Expedientes', 'Adjudicaciones 2025']);

  await page.getByRole('button', { name: 'Detalles' }).click();
  const drawer = page.getByRole('dialog', { name: 'Detalles' });
  await expect(drawer.getByText('Resoluciones de adjudicación del ejercicio.')).toBeVisible();
  await expect(drawer.getByText('1 elemento')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('link', { name: /Resolución de adjudicación/ }).click();
  await expect(page).toHaveURL(new RegExp(`file=${listing.files[0]?.id}`));
  await expect(page.getByRole('dialog', { name: 'Detalles' }).getByText('Documento PDF')).toBeVisible();
});

test('previews a file in the details drawer and its download link answers the file', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  await page.goto('/apps/file-manager');
  await page.getByRole('link', { name: /Plano de emplazamiento/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Detalles' });
  await expect(drawer.getByRole('img', { name: 'Vista previa de Plano de emplazamiento' })).toBeVisible();
  const download = drawer.getByRole('link', { name: 'Descargar' });
  await expect(download).toHaveAttribute('download', 'Plano de emplazamiento.svg');
  const href = (await download.getAttribute('href')) ?? '';
  const response = await api.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await page.getByRole('link', { name: /Memoria justificativa/ }).click();
  // Chromium's headless shell shows no PDF inside a page, as phones' browsers: the drawer says so and keeps
  // the links, instead of an empty frame.
  expect(await page.evaluate(() => navigator.pdfViewerEnabled)).toBe(false);
  await expect(drawer.getByText(/no muestra documentos PDF dentro de la página/)).toBeVisible();
  await expect(drawer.getByTitle('Vista previa de Memoria justificativa')).toHaveCount(0);
  const pdf = await api.get((await drawer.getByRole('link', { name: 'Descargar' }).getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
});

test('previews a PDF in a frame where the browser shows PDFs in a page', async ({ page, signIn }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => true, configurable: true }),
  );
  await signIn(accounts.admin);
  await page.goto('/apps/file-manager');
  await page.getByRole('link', { name: /Memoria justificativa/ }).click();
  const frame = page.getByRole('dialog', { name: 'Detalles' }).getByTitle('Vista previa de Memoria justificativa');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /\.pdf$|\/files\//);
});

// The API writes sizes as the template does ("9.3 MB"), dates and a folder's contents in Spanish ("29 de junio de
// 2025", "2 elementos"); the screens read them in the interface language, a size's number and unit on one line (a
// tile on a phone put "MB" on a line of its own).
test('shows sizes, dates and folder contents in the interface language', async ({ page, signIn, api }) => {
  const { folders, files } = await okJson(await api.get('/api/apps/file-manager'), 'fileManagerListItems');
  const file = files.find((candidate) => /^\d+\.\d MB$/.test(candidate.size));
  const [folder] = folders;
  if (!file || !folder) throw new Error('The seed has a folder and a file of some MB at the root');
  const [whole, tenths] = file.size.replace(' MB', '').split('.');
  const count = Number(/^(\d+) elementos?$/.exec(folder.contents ?? '')?.[1]);
  await signIn(accounts.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/file-manager');
  const tile = page.getByRole('link', { name: new RegExp(file.name) });
  await expect(tile).toContainText(`${whole},${tenths}\u00a0MB`);

  await writeStorage(page, { language: 'en' });
  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(file.name) })).toContainText(`${whole}.${tenths}\u00a0MB`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/apps/file-manager?view=list');
  await expect(page.getByRole('row', { name: new RegExp(file.name) })).toContainText(englishLongDate(file.modifiedAt));
  await expect(page.getByRole('row', { name: new RegExp(folder.name) })).toContainText(
    count === 1 ? '1 item' : `${count} items`,
  );
});

// Six tiles of 150 px a row beside the side panel cut the names ("Declaración de ausencia de…"): a file
// manager is read by its names.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the grid shows every name whole, at ${viewport.width} px`, async ({ page, signIn, api }) => {
    const { folders, files } = (await (await api.get('/api/apps/file-manager')).json()) as Listing;
    await signIn(accounts.admin);
    await page.setViewportSize(viewport);
    await page.goto('/apps/file-manager');
    const tiles = page.getByRole('main').getByRole('link', { name: /Expedientes|Normativa|Acta/ });
    await expect(tiles.first()).toBeVisible();
    const names = [...folders, ...files].map((item) => item.name);
    const cut: string[] = [];
    for (const name of names) {
      const text = page.getByRole('main').getByText(name, { exact: true });
      if (await text.evaluate((element) => element.scrollHeight > element.clientHeight + 1)) cut.push(name);
    }
    expect(names.length).toBeGreaterThan(10);
    expect(cut).toEqual([]);
  });
}
