// The CSV file an "Exportar" button downloads: its name and its lines (the byte-order mark taken off).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

/** Clicks "Exportar" inside `scope` (the page, or a bar of its own) and reads the file it downloads. */
export async function exportedCsv(
  page: Page,
  scope: Page | Locator = page,
): Promise<{ fileName: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  const text = await readFile((await download.path()) as string, 'utf8');
  return { fileName: download.suggestedFilename(), lines: text.replace(/^\ufeff/, '').split('\r\n') };
}
