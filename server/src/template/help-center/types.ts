// Shapes of the template's help centre (FAQs and guides by category), from the contract where it has them.
import type { Schema } from '../../contract/operation-types.ts';

type FaqCategory = Schema<'HelpCenterFaqCategory'>;

/** A guide category as stored: its guides are stored apart and gathered per answer. */
export type HelpCategory = Omit<Schema<'HelpCenterGuideCategory'>, 'guides' | 'visibleGuides' | 'totalGuides'>;

/** An FAQ category: its slug is one of the contract's (the template looks `most-asked` up by name). */
export type HelpFaqCategory = Omit<FaqCategory, 'faqs'>;
export type HelpFaq = Schema<'HelpCenterFaq'>;

/** A guide as stored: without the body, which every guide shares (`guideContent`). */
export type HelpGuide = Omit<Schema<'HelpCenterGuide'>, 'content'>;

export interface HelpCenterState {
  faqCategories: HelpFaqCategory[];
  faqs: HelpFaq[];
  guideCategories: HelpCategory[];
  guides: HelpGuide[];
  /** The one HTML body every guide shares, as in the template. */
  guideContent: string;
}
