// Signed in as the seeded admin, every link of the staff menu, in all four variants the server answers
// (GET /api/common/navigation), opens a screen that is not the not-found page.
import { accounts, expect, test } from './fixtures.ts';

interface MenuItem {
  link?: string;
  externalLink?: boolean;
  children?: MenuItem[];
}

function links(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.link?.startsWith('/') && !item.link.startsWith('//') && !item.externalLink ? [item.link] : []),
    ...links(item.children ?? []),
  ]);
}

const GROUPS = 4;

for (let group = 0; group < GROUPS; group += 1) {
  test(`every staff menu link opens a screen (${group + 1}/${GROUPS})`, async ({ page, signIn, api }) => {
    test.setTimeout(150_000);
    const { accessToken } = await signIn(accounts.admin);
    const response = await api.get('/api/common/navigation', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.ok()).toBe(true);
    const variants = (await response.json()) as Record<string, MenuItem[]>;
    expect(Object.keys(variants).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    const all = [...new Set(Object.values(variants).flatMap((items) => links(items)))].sort();
    expect(all.length).toBeGreaterThan(20);
    for (const link of all.filter((_, index) => index % GROUPS === group)) {
      await page.goto(link);
      const main = page.getByRole('main');
      // Wait for the screen itself (its first heading), then make sure it is not the not-found page.
      await expect(main.getByRole('heading').first(), link).toBeVisible({ timeout: 15_000 });
      await expect(main.getByRole('heading', { name: 'Página no encontrada' }), link).toHaveCount(0);
    }
  });
}
