// Template e-commerce inventory: reference lists, the product list's quirks, product and tag CRUD.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectContract, expectError } from '../helpers/contract.ts';

type Product = Schema<'InventoryProduct'>;
type Page = Schema<'InventoryProductsPage'>;

const BASE = '/api/apps/ecommerce/inventory';
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

async function list(query: string): Promise<Page> {
  return contractBody(await api.get(`${BASE}/products?${query}`), 'inventoryListProducts');
}
const allProducts = async (): Promise<Product[]> => (await list('page=0&size=1000')).products ?? [];

describe('GET inventory reference lists', () => {
  it('answers 3 categories, 5 brands, 3 vendors and 10 tags', async () => {
    for (const [path, operationId, size] of [
      ['categories', 'inventoryListCategories', 3],
      ['brands', 'inventoryListBrands', 5],
      ['vendors', 'inventoryListVendors', 3],
      ['tags', 'inventoryListTags', 10],
    ] as const) {
      const response = await api.get(`${BASE}/${path}`);
      expectContract(response, operationId);
      expect(response.body).toHaveLength(size);
    }
    const categories = contractBody(await api.get(`${BASE}/categories`), 'inventoryListCategories');
    expect(categories.map((category) => category.slug)).toEqual(['mens', 'ladies', 'unisex']);
  });
});

describe('GET /api/apps/ecommerce/inventory/products', () => {
  it('seeds 23 watches, 8 active, priced basePrice × (1 + tax/100)', async () => {
    const products = await allProducts();
    expect(products).toHaveLength(23);
    expect(products.filter((product) => product.active)).toHaveLength(8);
    for (const product of products) {
      expect(product.name).toMatch(/^\S+ (Mens|Ladies|Unisex) (Automatic|Chronograph) Watch (40|44)mm (5|10) ATM$/);
      expect(product.sku).toMatch(/^[A-Z]{3}-\d{4}$/);
      expect([8, 10, 18, 20, 30]).toContain(product.taxPercent);
      const expected = Number(product.basePrice) * (1 + Number(product.taxPercent) / 100);
      expect(Number(product.price)).toBeCloseTo(expected, 2);
      expect(product.tags).toHaveLength(5);
    }
  });

  it('answers the SECOND page when page is absent (page defaults to 1, pages are 0-based)', async () => {
    const page = await list('size=10');
    expect(page.pagination).toEqual({ length: 23, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
    const sorted = (await list('page=0&size=23')).products ?? [];
    expect(page.products?.map((product) => product.id)).toEqual(sorted.slice(10, 20).map((product) => product.id));
  });

  it('answers an empty list when page == lastPage and products null past it', async () => {
    const atLast = await list('page=3&size=10');
    expect(atLast.products).toEqual([]);
    expect(atLast.pagination).toEqual({ length: 23, size: 10, page: 3, lastPage: 3, startIndex: 30, endIndex: 22 });
    const beyond = await list('page=4&size=10');
    expect(beyond).toEqual({ products: null, pagination: { lastPage: 3 } });
  });

  it('sorts by name ascending by default, case-insensitively', async () => {
    const names = ((await list('page=0&size=100')).products ?? []).map((product) => product.name.toUpperCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('treats empty sort and order as absent, and any order other than asc as descending', async () => {
    const byDefault = await list('page=0&size=100');
    expect(await list('page=0&size=100&sort=&order=')).toEqual(byDefault);
    const descending = ((await list('page=0&size=100&sort=name&order=whatever')).products ?? []).map((p) => p.name);
    expect(descending).toEqual((byDefault.products ?? []).map((p) => p.name).reverse());
  });

  it('sorts active as text, so ascending puts inactive products first', async () => {
    const products = (await list('page=0&size=100&sort=active&order=asc')).products ?? [];
    expect(products.slice(0, 15).every((product) => !product.active)).toBe(true);
    expect(products.slice(15).every((product) => product.active)).toBe(true);
  });

  it('sorts other keys numerically', async () => {
    const prices = ((await list('page=0&size=100&sort=price&order=desc')).products ?? []).map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const stock = ((await list('page=0&size=100&sort=stock&order=asc')).products ?? []).map((p) => Number(p.stock));
    expect(stock).toEqual([...stock].sort((a, b) => a - b));
  });

  it('filters by name after sorting, ignoring case, and paginates the filtered list', async () => {
    const page = await list('page=0&size=5&search=wATCH 44MM');
    const matching = (await allProducts()).filter((product) => product.name.toLowerCase().includes('watch 44mm'));
    expect(page.pagination.length).toBe(matching.length);
    expect(page.pagination.lastPage).toBe(Math.max(Math.ceil(matching.length / 5), 1));
    for (const product of page.products ?? []) expect(product.name).toContain('Watch 44mm');
    // Accents aside too: a name without them is found by a search that has them.
    expect((await list('page=0&size=5&search=wátch 44mm')).pagination.length).toBe(matching.length);
    const none = await list('page=0&size=10&search=no-such-watch');
    expect(none).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
  });

  it('rejects a zero size with 400', async () => {
    expectError(await api.get(`${BASE}/products?size=0`), 400, { field: 'size' });
  });
});

describe('product CRUD', () => {
  it('creates a blank inactive product at the front with empty-string numbers', async () => {
    const response = await api.post(`${BASE}/product`).send({});
    expectContract(response, 'inventoryCreateProduct');
    const created = response.body as Product & Record<string, unknown>;
    expect(created).toMatchObject({ name: 'A New Product', active: false, tags: [], images: [], category: '' });
    for (const field of ['stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight']) {
      expect(created[field]).toBe('');
    }
    const numeric = await list('page=0&size=100&sort=price&order=asc');
    expect(numeric.products?.[0]?.id, "'' counts as 0 in the numeric sort").toBe(created.id);
    const got = await api.get(`${BASE}/product?id=${created.id}`);
    expectContract(got, 'inventoryGetProduct');
    expect(got.body).toEqual(created);
  });

  it('answers 200 null for an unknown id on GET and PATCH', async () => {
    const got = await api.get(`${BASE}/product?id=nope`);
    expectContract(got, 'inventoryGetProduct');
    expect(got.text).toBe('null');
    const patched = await api.patch(`${BASE}/product`).send({ id: 'nope', product: { name: 'X' } });
    expectContract(patched, 'inventoryUpdateProduct');
    expect(patched.text).toBe('null');
  });

  it('shallow-merges a PATCH and keeps the stored id', async () => {
    const [product] = await allProducts();
    const response = await api
      .patch(`${BASE}/product`)
      .send({ id: product?.id, product: { id: 'other', name: 'Renombrado', tags: [] } });
    expectContract(response, 'inventoryUpdateProduct');
    expect(response.body).toEqual({ ...product, name: 'Renombrado', tags: [] });
  });

  it('requires the PATCH body fields and rejects unknown product fields', async () => {
    expectError(await api.patch(`${BASE}/product`).send({ product: {} }), 400, { field: 'id' });
    expectError(await api.patch(`${BASE}/product`).send({ id: 'x', product: { colour: 'red' } }), 400, {
      field: 'product.colour',
    });
    expectError(await api.get(`${BASE}/product`), 400, { field: 'id' });
  });

  it('deletes a product, and answers 404 for an unknown id without removing anything', async () => {
    const before = await allProducts();
    const deleted = await api.delete(`${BASE}/product?id=${before[1]?.id}`);
    expectContract(deleted, 'inventoryDeleteProduct');
    expect(deleted.body).toBe(true);
    expectError(await api.delete(`${BASE}/product?id=nope`), 404, { code: 'NOT_FOUND', field: 'id' });
    expect((await allProducts()).map((p) => p.id)).toEqual(before.filter((_, index) => index !== 1).map((p) => p.id));
  });
});

describe('inventory tags', () => {
  it('creates a tag at the front and updates it', async () => {
    const created = await api.post(`${BASE}/tag`).send({ tag: { title: 'acero' } });
    expectContract(created, 'inventoryCreateTag');
    const tags = contractBody(await api.get(`${BASE}/tags`), 'inventoryListTags');
    expect(tags[0]).toEqual(created.body);
    const updated = await api.patch(`${BASE}/tag`).send({ id: created.body.id, tag: { title: 'titanio' } });
    expectContract(updated, 'inventoryUpdateTag');
    expect(updated.body).toEqual({ id: created.body.id, title: 'titanio' });
    const unknown = await api.patch(`${BASE}/tag`).send({ id: 'nope', tag: { title: 'x' } });
    expect(unknown.text).toBe('null');
    expectError(await api.post(`${BASE}/tag`).send({ tag: {} }), 400, { field: 'tag.title' });
  });

  it('removes a deleted tag from every product', async () => {
    const tags = contractBody(await api.get(`${BASE}/tags`), 'inventoryListTags');
    const watch = tags.find((tag) => tag.title === 'watch');
    expect((await allProducts()).some((product) => product.tags.includes(watch?.id ?? ''))).toBe(true);
    const response = await api.delete(`${BASE}/tag?id=${watch?.id}`);
    expectContract(response, 'inventoryDeleteTag');
    expect((await allProducts()).some((product) => product.tags.includes(watch?.id ?? ''))).toBe(false);
    expectError(await api.delete(`${BASE}/tag?id=nope`), 404, { field: 'id' });
    expect((await api.get(`${BASE}/tags`)).body).toHaveLength(tags.length - 1);
  });
});
