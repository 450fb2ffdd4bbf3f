// The HTML tags a post body may use: SafeHtml renders exactly these, and the posts editor produces only
// these, so what staff write is what the boards and trainings show.
export const safeHtmlTags = ['P', 'STRONG', 'B', 'EM', 'I', 'BR', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'A'] as const;

export type SafeHtmlTag = (typeof safeHtmlTags)[number];

const tagSet: ReadonlySet<string> = new Set(safeHtmlTags);

export function isSafeHtmlTag(tagName: string): tagName is SafeHtmlTag {
  return tagSet.has(tagName.toUpperCase());
}

/** Heading levels a post may use (h2-h4: the page title is the h1). */
export const safeHeadingLevels = [2, 3, 4] as const;
