// Names and addresses as long as the contract allows stay inside the box that shows them, on a phone and on a
// desktop: a notes label named with a whole file reference, a contact's e-mail address on a long domain. Before,
// the label's badge ran out of its note card and the address out of the contact's pane, cut at their edges; a
// label cut with "…" shows whole in a tooltip.
import { accounts, bearer, expect, test } from './fixtures.ts';
import { expectNoTextLost, sidewaysScroll, textsCutOff } from './layout-checks.ts';
import { settled } from './screen-settling.ts';
import { seededContacts } from './seeded-records.ts';

// One word, no space to wrap at: a file reference as staff write it (60 letters, a label's and a tag's limit is 100).
const fileReference = 'Expediente-2026-000123-Contratación-de-obras-públicas-municipales';
// The longest name an address may have before its @ (64 letters), on a long domain.
const longAddress =
  'direccion.general.de.contratacion.publica.y.supervision.central@ayuntamiento-de-ejemplo-municipal.es';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a notes label's long name ends inside its note's card", async ({ page, signIn, api }) => {
      const labels = await (await api.post('/api/apps/notes/labels', { data: { title: fileReference } })).json();
      const label = labels.find((one: { title: string }) => one.title === fileReference);
      const created = await api.post('/api/apps/notes', {
        data: { note: { title: 'Revisar el expediente', content: 'Antes del jueves.', labels: [label.id] } },
      });
      expect(created.ok()).toBe(true);
      await signIn(accounts.admin);
      await page.goto('/apps/notes');
      const card = page.getByRole('button', { name: /Revisar el expediente/ });
      await expect(card.getByText(fileReference)).toBeVisible();
      await settled(page);
      expect(await textsCutOff(page, card)).toEqual([]);
      // Cut with "…" (a card is narrower than the name on both screens), it shows whole in the tooltip of the
      // pointer resting on it.
      const badge = card.locator('.mantine-Badge-label', { hasText: fileReference });
      expect(await badge.evaluate((label) => label.scrollWidth > label.clientWidth)).toBe(true);
      await badge.hover();
      await expect(badge).toHaveAttribute('title', fileReference);
    });

    test("a contact's long e-mail address wraps inside the contact's pane", async ({ page, signIn, api }) => {
      const [contact] = await seededContacts(api);
      const changed = await api.patch('/api/apps/contacts/contact', {
        data: { id: contact.id, contact: { emails: [{ email: longAddress, label: 'work' }] } },
      });
      expect(changed.ok()).toBe(true);
      await signIn(accounts.admin);
      await page.goto(`/apps/contacts/${contact.id}`);
      const address = page.getByRole('link', { name: longAddress });
      await expect(address).toBeVisible();
      await settled(page);
      expect(await textsCutOff(page)).toEqual([]);
      expect(await sidewaysScroll(address)).toBeLessThanOrEqual(1);
    });
  });
}

// The side panel and the user menu cut the signed-in staff user's address with an ellipsis: a long one lost its
// domain, with no way to read it. It wraps after its @.
test("a staff user's long e-mail address shows whole in the side panel and the user menu", async ({
  page,
  signIn,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await signIn(accounts.admin);
  const changed = await api.put(`/api/node/usuarios/${admin.user._id}`, {
    headers: bearer(admin.accessToken),
    data: { email: longAddress },
  });
  expect(changed.ok()).toBe(true);
  await page.goto('/welcome/home');
  const panelAddress = page.getByText(longAddress);
  await expect(panelAddress).toBeVisible();
  await settled(page);
  // Cut with an ellipsis, the text is wider than its box.
  const cutShort = (text: typeof panelAddress) => text.evaluate((box) => box.scrollWidth > box.clientWidth + 1);
  expect(await cutShort(panelAddress)).toBe(false);
  await expectNoTextLost(page, 'side panel', panelAddress);
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  const menuAddress = page.getByRole('menu').getByText(longAddress);
  await expect(menuAddress).toBeVisible();
  expect(await cutShort(menuAddress)).toBe(false);
  await expectNoTextLost(page, 'user menu', menuAddress);
});
