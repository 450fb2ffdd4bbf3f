// Template help centre: FAQs and guides by category, the guide limit, single guides, 404 for unknown slugs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../server/src/contract/operation-types.ts';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody, expectError } from '../helpers/contract.ts';

const BASE = '/api/apps/help-center';
let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

async function get<Id extends OperationId>(path: string, operationId: Id) {
  return contractBody(await api.get(`${BASE}/${path}`), operationId);
}

describe('GET /api/apps/help-center/faqs', () => {
  it('lists the 5 FAQ categories with 29 FAQs (5, 6, 5, 6, 7)', async () => {
    const categories = await get('faqs', 'helpCenterListFaqs');
    expect(categories.map((category) => category.slug)).toEqual([
      'most-asked',
      'general-inquiries',
      'licenses',
      'payments',
      'support',
    ]);
    expect(categories.map((category) => category.faqs?.length)).toEqual([5, 6, 5, 6, 7]);
    for (const category of categories) expect(category.faqs?.every((faq) => faq.categoryId === category.id)).toBe(true);
  });

  it('answers a one-element array for a slug and 404 for an unknown slug', async () => {
    const [all] = await get('faqs', 'helpCenterListFaqs');
    expect(await get('faqs?slug=most-asked', 'helpCenterListFaqs')).toEqual([all]);
    expectError(await api.get(`${BASE}/faqs?slug=nope`), 404, { code: 'NOT_FOUND', field: 'slug' });
  });
});

describe('GET /api/apps/help-center/guides', () => {
  it('limits each category to 5 guides by default, with visibleGuides and totalGuides', async () => {
    const categories = await get('guides', 'helpCenterListGuides');
    expect(categories.map((category) => category.slug)).toEqual([
      'getting-started',
      'projects',
      'settings',
      'payments',
      'your-account',
    ]);
    expect(categories.map((category) => category.totalGuides)).toEqual([4, 8, 5, 4, 6]);
    expect(categories.map((category) => category.guides?.length)).toEqual([4, 5, 5, 4, 5]);
    expect(categories.every((category) => category.visibleGuides === 5)).toBe(true);
    expect(categories[0]?.guides?.[0]).not.toHaveProperty('content');
  });

  it('applies the limit the front end sends', async () => {
    const categories = await get('guides?limit=4', 'helpCenterListGuides');
    expect(categories.map((category) => category.guides?.length)).toEqual([4, 4, 4, 4, 4]);
    expect(categories.every((category) => category.visibleGuides === 4)).toBe(true);
  });

  it('answers one category with all its guides and no counts for a slug', async () => {
    const [projects] = await get('guides?slug=projects', 'helpCenterListGuides');
    expect(projects?.guides).toHaveLength(8);
    expect(projects).not.toHaveProperty('visibleGuides');
    expect(projects).not.toHaveProperty('totalGuides');
    expectError(await api.get(`${BASE}/guides?slug=nope`), 404, { field: 'slug' });
  });
});

describe('GET /api/apps/help-center/guide', () => {
  it('answers the category with the one guide and its HTML content', async () => {
    const [settings] = await get('guides?slug=settings', 'helpCenterListGuides');
    const first = settings?.guides?.[0];
    const second = settings?.guides?.[1];
    const body = await get(`guide?categorySlug=settings&guideSlug=${first?.slug}`, 'helpCenterGetGuide');
    expect(body).toMatchObject({ id: settings?.id, slug: 'settings', title: settings?.title });
    expect(body.guides).toHaveLength(1);
    expect(body.guides?.[0]).toMatchObject(first ?? {});
    expect(body.guides?.[0]?.content).toMatch(/^<h2>/);
    expect((body.guides?.[0]?.content ?? '').length).toBeGreaterThan(2500);
    const other = await get(`guide?categorySlug=settings&guideSlug=${second?.slug}`, 'helpCenterGetGuide');
    expect(other.guides?.[0]?.content, 'every guide shares one body').toBe(body.guides?.[0]?.content);
  });

  it('answers 404 for an unknown category or guide, and 400 without the slugs', async () => {
    const [settings] = await get('guides?slug=settings', 'helpCenterListGuides');
    const slug = settings?.guides?.[0]?.slug;
    expectError(await api.get(`${BASE}/guide?categorySlug=nope&guideSlug=${slug}`), 404, { field: 'categorySlug' });
    expectError(await api.get(`${BASE}/guide?categorySlug=settings&guideSlug=nope`), 404, { field: 'guideSlug' });
    expectError(await api.get(`${BASE}/guide?categorySlug=projects&guideSlug=${slug}`), 404, { field: 'guideSlug' });
    expectError(await api.get(`${BASE}/guide?categorySlug=settings`), 400, { field: 'guideSlug' });
  });
});
