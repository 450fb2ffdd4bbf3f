// Shapes of the template's help centre (FAQs and guides by category), from the contract where it has them.
import type { Schema } from '../contract-types.ts';

type FaqCategory = Schema<'HelpCenterFaqCategory'>;

export interface HelpCategory {
  id: string;
  slug: string;
  title: string;
}

/** An FAQ category: its slug is one of the contract's (the template looks `most-asked` up by name). */
export type HelpFaqCategory = Omit<FaqCategory, 'faqs'>;
export type HelpFaq = Schema<'HelpCenterFaq'>;

export interface HelpGuide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

export interface HelpCenterState {
  faqCategories: HelpFaqCategory[];
  faqs: HelpFaq[];
  guideCategories: HelpCategory[];
  guides: HelpGuide[];
  /** The one HTML body every guide shares, as in the template. */
  guideContent: string;
}
