// Deterministic help-centre seed: 5 FAQ categories (29 FAQs) and 5 guide categories (27 guides).
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { slugify } from '../support/slug.ts';
import { GUIDE_CONTENT } from './guide-content.ts';
import { FAQ_ANSWER_SENTENCES, FAQ_CATEGORIES, GUIDE_CATEGORIES, GUIDE_SUBTITLES } from './texts.ts';
import type { HelpCategory, HelpCenterState, HelpFaq, HelpFaqCategory, HelpGuide } from './types.ts';

export function seedHelpCenter(context: SeedContext): HelpCenterState {
  const faker = seededFaker(context, 'help-center');
  const faqCategories: HelpFaqCategory[] = [];
  const faqs: HelpFaq[] = [];
  for (const spec of FAQ_CATEGORIES) {
    const category = { id: faker.string.uuid(), slug: spec.slug, title: spec.title };
    faqCategories.push(category);
    for (const question of spec.questions) {
      const answer = faker.helpers.arrayElements(FAQ_ANSWER_SENTENCES, { min: 2, max: 3 }).join(' ');
      faqs.push({ id: faker.string.uuid(), categoryId: category.id, question, answer });
    }
  }
  const guideCategories: HelpCategory[] = [];
  const guides: HelpGuide[] = [];
  for (const spec of GUIDE_CATEGORIES) {
    const category = { id: faker.string.uuid(), slug: spec.slug, title: spec.title };
    guideCategories.push(category);
    for (const title of spec.guides) {
      const subtitle = faker.helpers.arrayElement(GUIDE_SUBTITLES);
      guides.push({ id: faker.string.uuid(), categoryId: category.id, slug: slugify(title), title, subtitle });
    }
  }
  return { faqCategories, faqs, guideCategories, guides, guideContent: GUIDE_CONTENT };
}
