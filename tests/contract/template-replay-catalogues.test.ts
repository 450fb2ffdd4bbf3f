// Acceptance of issue 12, contacts, inventory and icons: every operation replayed exactly as the template's own
// front end sends it (KingSkrip/ProduccionERP-Front at 68560ca7; each fixture names its source file under
// src/app/), answering 200 within the contract with the fields that code reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { replay } from '../helpers/replay.ts';

type Json = Record<string, unknown>;
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('contacts (modules/admin/apps/contacts/contacts.service.ts, details.component.ts)', () => {
  const url = '/api/apps/contacts/contact';

  it('lists, searches, reads countries and tags', async () => {
    const all = (await replay(api, 'contactsListContacts', { method: 'get', url: '/api/apps/contacts/all' })) as Json[];
    expect(all[0]).toHaveProperty('name');
    const found = (await replay(api, 'contactsSearchContacts', {
      method: 'get',
      url: '/api/apps/contacts/search',
      query: { query: String(all[0]?.name).slice(0, 4) },
    })) as Json[];
    expect(found.length).toBeGreaterThan(0);
    const one = (await replay(api, 'contactsGetContact', {
      method: 'get',
      url,
      query: { id: String(all[0]?.id) },
    })) as Json;
    expect(one.id).toBe(all[0]?.id);
    const countries = (await replay(api, 'contactsListCountries', {
      method: 'get',
      url: '/api/apps/contacts/countries',
    })) as Json[];
    // details.component.ts gives a new phone number the country 'us'.
    expect(countries.map((country) => country.iso)).toContain('us');
    await replay(api, 'contactsListTags', { method: 'get', url: '/api/apps/contacts/tags' });
  });

  it('creates with an empty body, saves the form value, uploads an avatar, deletes', async () => {
    const created = (await replay(api, 'contactsCreateContact', { method: 'post', url, body: {} })) as Json;
    // updateContact(): getRawValue() with empty emails and phone numbers filtered out; birthday from the picker.
    const form = {
      id: created.id,
      avatar: null,
      name: 'Carmen Ruiz',
      emails: [{ email: 'carmen.ruiz@empresa.es', label: 'Work' }],
      phoneNumbers: [{ country: 'us', phoneNumber: '612 345 678', label: 'Mobile' }],
      title: 'Jefa de servicio',
      company: 'Ayuntamiento',
      birthday: '1980-04-12T00:00:00.000Z',
      address: null,
      notes: null,
      tags: [],
    };
    const saved = (await replay(api, 'contactsUpdateContact', {
      method: 'patch',
      url,
      body: { id: created.id, contact: form },
    })) as Json;
    expect(saved).toMatchObject({ id: created.id, name: 'Carmen Ruiz' });
    // uploadAvatar(): {id, avatar: File} as JSON under the file's type; the File arrives as {}.
    const uploaded = (await replay(api, 'contactsUploadAvatar', {
      method: 'post',
      url: '/api/apps/contacts/avatar',
      headers: { 'Content-Type': 'image/jpeg' },
      body: { id: created.id, avatar: {} },
    })) as Json;
    expect(uploaded.avatar).toMatch(/^images\/avatars\/upload-[\w-]+\.jpg$/);
    expect((await api.get(`/${String(uploaded.avatar)}`)).headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(
      await replay(api, 'contactsDeleteContact', { method: 'delete', url, query: { id: String(created.id) } }),
    ).toBe(true);
  });

  it('tags: the service sends {tag}, {id, tag} and ?id', async () => {
    const tagUrl = '/api/apps/contacts/tag';
    const tag = (await replay(api, 'contactsCreateTag', {
      method: 'post',
      url: tagUrl,
      body: { tag: { title: 'Proveedores' } },
    })) as Json;
    await replay(api, 'contactsUpdateTag', {
      method: 'patch',
      url: tagUrl,
      body: { id: tag.id, tag: { ...tag, title: 'Licitadores' } },
    });
    expect(
      await replay(api, 'contactsDeleteTag', { method: 'delete', url: tagUrl, query: { id: String(tag.id) } }),
    ).toBe(true);
  });
});

describe('inventory (ecommerce/inventory/inventory.service.ts, list/inventory.component.ts)', () => {
  const base = '/api/apps/ecommerce/inventory';

  it('reads the lists and a page as the service asks for it (every parameter a string)', async () => {
    for (const [operationId, path] of [
      ['inventoryListCategories', 'categories'],
      ['inventoryListBrands', 'brands'],
      ['inventoryListVendors', 'vendors'],
      ['inventoryListTags', 'tags'],
    ] as const) {
      await replay(api, operationId, { method: 'get', url: `${base}/${path}` });
    }
    const page = (await replay(api, 'inventoryListProducts', {
      method: 'get',
      url: `${base}/products`,
      query: { page: '0', size: '10', sort: 'name', order: 'asc', search: '' },
    })) as { products: Json[]; pagination: Json };
    expect(page.pagination).toMatchObject({ page: 0, size: 10 });
    const one = (await replay(api, 'inventoryGetProduct', {
      method: 'get',
      url: `${base}/product`,
      query: { id: String(page.products[0]?.id) },
    })) as Json;
    expect(one.id).toBe(page.products[0]?.id);
  });

  it('creates a product with {} and saves the form: text inputs send numeric strings, stored as numbers', async () => {
    const created = (await replay(api, 'inventoryCreateProduct', {
      method: 'post',
      url: `${base}/product`,
      body: {},
    })) as Json;
    // updateSelectedProduct(): getRawValue() without currentImageIndex.
    const form = {
      id: created.id,
      category: '',
      name: 'Reloj de pared',
      description: '',
      tags: [],
      sku: 'RP-01',
      barcode: '',
      brand: '',
      vendor: '',
      stock: 12,
      reserved: '',
      cost: '25',
      basePrice: '40.5',
      taxPercent: 21,
      price: '49',
      weight: '',
      thumbnail: '',
      images: [],
      active: false,
    };
    const saved = (await replay(api, 'inventoryUpdateProduct', {
      method: 'patch',
      url: `${base}/product`,
      body: { id: created.id, product: form },
    })) as Json;
    expect(saved).toMatchObject({
      name: 'Reloj de pared',
      stock: 12,
      cost: 25,
      basePrice: 40.5,
      price: 49,
      weight: '',
    });
    expect(
      await replay(api, 'inventoryDeleteProduct', {
        method: 'delete',
        url: `${base}/product`,
        query: { id: String(created.id) },
      }),
    ).toBe(true);
  });

  it('tags: createTag sends {tag: {title}}, updateTag {id, tag}', async () => {
    const tag = (await replay(api, 'inventoryCreateTag', {
      method: 'post',
      url: `${base}/tag`,
      body: { tag: { title: 'oferta' } },
    })) as Json;
    await replay(api, 'inventoryUpdateTag', {
      method: 'patch',
      url: `${base}/tag`,
      body: { id: tag.id, tag: { ...tag, title: 'rebajas' } },
    });
    expect(
      await replay(api, 'inventoryDeleteTag', { method: 'delete', url: `${base}/tag`, query: { id: String(tag.id) } }),
    ).toBe(true);
  });
});

describe('icons (modules/admin/ui/icons/icons.service.ts)', () => {
  for (const [operationId, set] of [
    ['iconsGetFeather', 'feather'],
    ['iconsGetHeroiconsOutline', 'heroicons-outline'],
    ['iconsGetHeroiconsSolid', 'heroicons-solid'],
    ['iconsGetHeroiconsMini', 'heroicons-mini'],
    ['iconsGetMaterialSolid', 'material-solid'],
    ['iconsGetMaterialOutline', 'material-outline'],
    ['iconsGetMaterialTwotone', 'material-twotone'],
  ] as const) {
    it(`${operationId}: icons.component.html reads namespace, name, grid and list`, async () => {
      const body = (await replay(api, operationId, { method: 'get', url: `/api/ui/icons/${set}` })) as Json;
      expect(body).toMatchObject({ name: expect.any(String), grid: expect.any(String) });
      expect((body.list as string[]).length).toBeGreaterThan(0);
    });
  }
});
