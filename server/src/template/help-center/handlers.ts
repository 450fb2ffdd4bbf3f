// Handlers of the template's help centre (`/api/apps/help-center/...`). Unknown slugs answer 404
// (the template threw a TypeError, i.e. a 500 on a real server).
import { ApiError } from '../../contract/api-error.ts';
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import type { HelpCategory, HelpCenterState } from './types.ts';

const helpCenter = (ctx: Pick<OperationContext, 'state'>): HelpCenterState => ctx.state.template.helpCenter;

function categoryBySlug<T extends Pick<HelpCategory, 'slug'>>(
  categories: readonly T[],
  slug: string,
  field: string,
): T {
  const category = categories.find((item) => item.slug === slug);
  if (category === undefined) throw new ApiError(404, 'NOT_FOUND', `No category has the slug "${slug}"`, field);
  return category;
}

export const helpCenterHandlers = typedHandlers({
  helpCenterListFaqs: (ctx) => {
    const { faqCategories, faqs } = helpCenter(ctx);
    const { slug } = ctx.query;
    const categories = slug ? [categoryBySlug(faqCategories, slug, 'slug')] : faqCategories;
    return categories.map((category) => ({ ...category, faqs: faqs.filter((faq) => faq.categoryId === category.id) }));
  },

  helpCenterListGuides: (ctx) => {
    const { guideCategories, guides } = helpCenter(ctx);
    const { slug } = ctx.query;
    const inCategory = (category: HelpCategory) => guides.filter((guide) => guide.categoryId === category.id);
    if (slug) {
      const category = categoryBySlug(guideCategories, slug, 'slug');
      return [{ ...category, guides: inCategory(category) }];
    }
    const limit = ctx.query.limit ?? 5;
    return guideCategories.map((category) => {
      const all = inCategory(category);
      return { ...category, visibleGuides: limit, totalGuides: all.length, guides: all.slice(0, limit) };
    });
  },

  helpCenterGetGuide: (ctx) => {
    const { guideCategories, guides, guideContent } = helpCenter(ctx);
    const category = categoryBySlug(guideCategories, ctx.query.categorySlug, 'categorySlug');
    const { guideSlug } = ctx.query;
    const guide = guides.find((item) => item.slug === guideSlug && item.categoryId === category.id);
    if (guide === undefined) {
      throw new ApiError(404, 'NOT_FOUND', `The category "${category.slug}" has no guide "${guideSlug}"`, 'guideSlug');
    }
    return { ...category, guides: [{ ...guide, content: guideContent }] };
  },
});
