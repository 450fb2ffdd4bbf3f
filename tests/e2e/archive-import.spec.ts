// /archiveimport: a CSV file is previewed with its rows checked against the contract, the valid rows are
// created and counted, and the invalid one (a slug that breaks the pattern) is named and never sent.

import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, test } from './fixtures.ts';

const csv = [
  'name,slug,color',
  'Importada uno,importada-uno-2026,#2f9e44',
  'Importada dos,importada-dos-2026,#1971c2',
  'Mal formada,Slug Con Espacios,#000000',
].join('\n');

test('imports the valid rows of a CSV file into tags and reports the invalid one', async ({ page, signIn, api }) => {
  test.slow();
  const admin = await signIn(accounts.admin);
  await page.goto('/archiveimport');
  await expect(page.getByRole('heading', { name: 'Importación de archivos' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Colección' }).click();
  await page.getByRole('option', { name: 'Etiquetas', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir archivo CSV o JSON' }).click();
  await (await chooser).setFiles({ name: 'etiquetas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByText('2 filas válidas')).toBeVisible();
  await expect(page.getByText('1 fila con errores')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^slug:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Importar 2 filas' }).click();
  await expect(page.getByText('Se guardaron 2 de 3 filas.')).toBeVisible();

  const tags = await okJson(await api.get('/api/node/tags', { headers: bearer(admin.accessToken) }), 'listTags');
  const slugs = tags.map((tag) => tag.slug);
  expect(slugs).toEqual(expect.arrayContaining(['importada-uno-2026', 'importada-dos-2026']));
  expect(slugs).not.toContain('Slug Con Espacios');
});
