// Every element the keyboard reaches shows that it has the focus (WCAG 2.4.7): Tab walks the screens whose
// cards are links and buttons (boards, notes) and the staff home, and each focused element draws an outline
// or a focus shadow, or, for a text field, its focus border.
import { accounts, expect, test } from './fixtures.ts';
import { openInApp, settled } from './screen-settling.ts';

test('every element reached with Tab shows the focus', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  await settled(page);
  const unseen: string[] = [];
  for (const path of ['/welcome/home', '/apps/scrumboard', '/apps/notes']) {
    await openInApp(page, path);
    await page.getByRole('main').getByRole('heading').first().click();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        const shadowed = style.boxShadow !== 'none';
        const textField = element.matches('input, textarea, [contenteditable="true"]');
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { shows: outlined || shadowed || textField, name: `${element.tagName.toLowerCase()} «${name}»` };
      });
      if (focused && !focused.shows) unseen.push(`${path}: ${focused.name}`);
    }
  }
  expect([...new Set(unseen)]).toEqual([]);
});
