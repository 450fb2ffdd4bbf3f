// A screen on paper (the browser's Print, emulated here as the print medium): the screen's content alone across
// the whole page, and every column of a wide table on it. Before, the top bar and the side menu were printed, the
// content in a narrow column beside the menu, and a table that scrolls on screen was cut at the paper's edge.
import { contrastRatio } from '../../web/src/theme/contrast.ts';
import { accounts, expect, test, writeStorage } from './fixtures.ts';
import { settled } from './screen-settling.ts';

test('a printed staff screen is its content alone, across the page', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/productos');
  await settled(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  const main = await page.locator('#main-content').boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(main?.x).toBe(0);
  expect(main?.width).toBe(width);
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeInViewport();
});

test('a wide table prints every column within the page', async ({ page, signIn }) => {
  // The width an A4 page in portrait gives its content with Chromium's default margins, in CSS pixels.
  const width = 718;
  await page.setViewportSize({ width, height: 1000 });
  await signIn(accounts.admin);
  await page.goto('/audittrail');
  await settled(page);
  // On a screen this narrow the entries are cards; on paper, the table.
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('main').getByRole('columnheader').first()).toBeVisible();
  const headers = await page.getByRole('main').getByRole('columnheader').all();
  expect(headers.length).toBeGreaterThan(3);
  for (const header of headers) {
    const box = await header.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), (await header.textContent()) ?? '').toBeLessThanOrEqual(width);
  }
});

// Paper is white and printed without backgrounds: a screen in the dark scheme printed its pale text on it. The
// browser's own printing (a PDF here) runs the page's print events: the text is dark on paper, and the screen gets
// its dark scheme back.
test('a screen in the dark scheme prints dark text, and keeps its scheme', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await writeStorage(page, { 'color-scheme': 'dark' });
  await page.goto('/productos');
  await settled(page);
  await page.evaluate(() => {
    window.addEventListener('beforeprint', () => {
      const heading = document.querySelector('h1');
      Object.assign(window, { printedColor: heading ? getComputedStyle(heading).color : '' });
    });
  });
  await page.pdf();
  const printed = await page.evaluate(() => (window as unknown as { printedColor: string }).printedColor);
  expect(contrastRatio(printed, '#ffffff'), printed).toBeGreaterThanOrEqual(7);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
