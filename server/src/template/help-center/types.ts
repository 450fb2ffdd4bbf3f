// Shapes of the template's help centre (FAQs and guides by category).
export interface HelpCategory {
  id: string;
  slug: string;
  title: string;
}

export interface HelpFaq {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
}

export interface HelpGuide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

export interface HelpCenterState {
  faqCategories: HelpCategory[];
  faqs: HelpFaq[];
  guideCategories: HelpCategory[];
  guides: HelpGuide[];
  /** The one HTML body every guide shares, as in the template. */
  guideContent: string;
}
