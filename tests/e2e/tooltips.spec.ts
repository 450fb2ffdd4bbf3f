// Content on hover or focus (WCAG 1.4.13): a tooltip stays while the pointer moves from its control onto it, so
// that a person who magnifies the screen can read it (hoverable); it goes with Escape while the pointer and the
// focus stay where they are (dismissible). On the top bar's full-screen button; its tooltip's code loads after the
// first screen, hence the hover asked again until it shows.
import { accounts, expect, test } from './fixtures.ts';
import { settled } from './screen-settling.ts';

test('a tooltip stays while the pointer moves onto it, and Escape takes it away', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await settled(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Pantalla completa' });
  const tooltip = page.getByRole('tooltip').filter({ hasText: 'Pantalla completa' });
  await expect(async () => {
    await page.mouse.move(0, 400);
    await button.hover();
    await expect(tooltip).toBeVisible({ timeout: 1_000 });
  }).toPass();

  const box = await tooltip.boundingBox();
  if (box === null) throw new Error('the tooltip has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  // Two painted frames: a tooltip that closes when the pointer leaves its control has closed by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(tooltip).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});
