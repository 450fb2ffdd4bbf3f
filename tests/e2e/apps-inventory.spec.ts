// Inventory (issue 11): edit a product's price and stock in the drawer (numbers reach the server as numbers
// and show after a reload), list state in the URL, create and delete, tag management.
import { accounts, expect as baseExpect, test } from './fixtures.ts';

// Lazy screens and charts render slowly when the machine is shared: assertions wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const productsUrl = '/api/apps/ecommerce/inventory/products?page=0&size=100&sort=name&order=asc&search=';

test.describe('inventory', () => {
  // Multi-step flows with server round trips on a shared machine: three times the usual budget.
  test.slow();

  test('edits price and stock; they are numbers on the server and show after a reload', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn(accounts.admin);
    await page.goto('/apps/ecommerce/inventory');
    await page.getByRole('button', { name: 'Aponte Ladies Chronograph Watch 40mm 10 ATM' }).click();
    await expect(page).toHaveURL(/[?&]product=/);
    const id = new URL(page.url()).searchParams.get('product') ?? '';
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Precio', { exact: true }).fill('2100,5');
    await drawer.getByLabel('Existencias', { exact: true }).fill('42');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto guardado.')).toBeVisible();

    const product = await (await api.get(`/api/apps/ecommerce/inventory/product?id=${id}`)).json();
    expect(product.price).toBe(2100.5);
    expect(product.stock).toBe(42);

    await page.reload();
    await expect(page.getByRole('dialog').getByLabel('Precio', { exact: true })).toHaveValue('2100,5');
    await expect(page.getByRole('dialog').getByLabel('Existencias', { exact: true })).toHaveValue('42');
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/product=/);
    const row = page.getByRole('row', { name: /Aponte Ladies Chronograph Watch 40mm 10 ATM/ });
    await expect(row).toContainText('2100,50 €');
    await expect(row).toContainText('42');
  });

  test('searches, sorts and pages through the URL; creates, deletes and manages tags', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn(accounts.admin);
    await page.goto('/apps/ecommerce/inventory');
    const canales = await (
      await api.get('/api/apps/ecommerce/inventory/products?page=0&size=10&sort=name&order=asc&search=Canales')
    ).json();
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Canales');
    await expect(page).toHaveURL(/[?&]search=Canales/);
    // The header row and one row per product found.
    await expect(page.getByRole('row')).toHaveCount(canales.products.length + 1);
    await page.getByRole('button', { name: 'Precio' }).click();
    await expect(page).toHaveURL(/[?&]sort=price/);
    await page.getByRole('button', { name: 'Precio' }).click();
    await expect(page).toHaveURL(/[?&]order=desc/);

    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await expect(page.getByRole('dialog', { name: 'A New Product' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('product') ?? '';
    await page.getByRole('dialog', { name: 'A New Product' }).getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar el producto?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Producto eliminado.')).toBeVisible();
    const all = await (await api.get(productsUrl)).json();
    expect(all.products.map((one: { id: string }) => one.id)).not.toContain(id);

    await page.getByRole('button', { name: 'Etiquetas' }).click();
    await page.getByLabel('Nueva etiqueta').fill('titanio');
    await page.getByRole('dialog', { name: 'Etiquetas de producto' }).getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByLabel('Nombre de la etiqueta titanio')).toBeVisible();
    const tags = await (await api.get('/api/apps/ecommerce/inventory/tags')).json();
    expect(tags.map((tag: { title: string }) => tag.title)).toContain('titanio');

    // Deleted after its question (it would leave every product that has it).
    await page.getByRole('button', { name: 'Eliminar la etiqueta titanio' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar la etiqueta?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByLabel('Nombre de la etiqueta titanio')).toHaveCount(0);
    const left = await (await api.get('/api/apps/ecommerce/inventory/tags')).json();
    expect(left.map((tag: { title: string }) => tag.title)).not.toContain('titanio');
  });

  // On a phone the table showed a product's name and, past the screen's edge, its price, stock and switch; its
  // headers, the only way to sort, went with them.
  test('on a phone each product is a card, sorted from a select', async ({ page, signIn, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(accounts.admin);
    await page.goto('/apps/ecommerce/inventory');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('main').locator('table')).toHaveCount(0);
    const first = cards.first();
    for (const label of ['SKU:', 'Precio', 'Existencias'])
      await expect(first.getByText(label)).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole('switch')).toBeInViewport({ ratio: 1 });

    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Existencias' }).click();
    await expect(page).toHaveURL(/[?&]sort=stock/);
    // The select shows the new sort once the list has it: the order is chosen then, as a person would after seeing it
    // (the address changes a render earlier; a click between the two turned round the list's previous sort).
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('Existencias');
    await page.getByRole('radiogroup', { name: 'Orden' }).locator('label', { hasText: 'Descendente' }).click();
    await expect(page).toHaveURL(/[?&]order=desc/);
    const largest = await (
      await api.get('/api/apps/ecommerce/inventory/products?page=0&size=10&sort=stock&order=desc&search=')
    ).json();
    await expect(cards.first()).toContainText(largest.products[0].name);
    await expect(page.getByRole('radio', { name: 'Descendente' })).toBeChecked();
  });
});
