// Every element the keyboard reaches shows that it has the focus (WCAG 2.4.7): Tab walks the screens whose
// cards are links and buttons, for the staff and for a web user, and each focused element looks different from
// its unfocused self: an outline, a shadow or a border that comes with the focus.
import type { Page } from '@playwright/test';
import { type Account, accounts, expect, test } from './fixtures.ts';
import { openInApp, settled } from './screen-settling.ts';
import { seededProducts } from './seeded-records.ts';

/** Tabs 25 stops through each screen and names the focused elements that look as they do unfocused. */
async function stopsWithoutFocusLook(page: Page, paths: string[]): Promise<string[]> {
  await page.goto(paths[0] ?? '/');
  await settled(page);
  const unseen: string[] = [];
  for (const path of paths) {
    await openInApp(page, path);
    await page.getByRole('main').getByRole('heading').first().click();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      // The focused element's look against its look once blurred: a ring, a shadow or a border that appears
      // with the focus (a card's permanent shadow does not count). It takes the focus back to go on from there.
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return null;
        const look = () => {
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
          return `${outline ? style.outlineColor : 'none'}|${style.boxShadow}|${style.borderColor}`;
        };
        // Without transitions, which would still show the focused look just after the blur (inputs' borders).
        const transition = element.style.transition;
        element.style.transition = 'none';
        const withFocus = look();
        element.blur();
        const withoutFocus = look();
        element.style.transition = transition;
        element.focus();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { shows: withFocus !== withoutFocus, name: `${element.tagName.toLowerCase()} «${name}»` };
      });
      if (focused && !focused.shows) unseen.push(`${path}: ${focused.name}`);
    }
  }
  return [...new Set(unseen)];
}

const walks: { who: string; account: Account; paths: string[] }[] = [
  // The staff home, and the dashboards' tiles, the boards and the notes: cards that are links and buttons.
  { who: 'staff', account: accounts.admin, paths: ['/welcome/home', '/dashboards', '/apps/scrumboard', '/apps/notes'] },
  // The personal space's cards and the training space's publications.
  { who: 'a web user', account: accounts.lucia, paths: ['/espacio/persona', '/espacio'] },
];

for (const { who, account, paths } of walks) {
  test(`every element ${who} reaches with Tab shows the focus`, async ({ page, signIn }) => {
    await signIn(account);
    expect(await stopsWithoutFocusLook(page, paths)).toEqual([]);
  });
}

// A dialog the address opened (a product's drawer from a shared link) has no opener to give the focus back to: closed,
// it gives the focus to the screen's content, so that Tab goes on from the screen, not from the top of the page.
test("a drawer opened by the address gives the focus to the screen's content once closed", async ({
  page,
  api,
  signIn,
}) => {
  await signIn(accounts.admin);
  const [product] = await seededProducts(api);
  await page.goto(`/apps/ecommerce/inventory?product=${product.id}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
