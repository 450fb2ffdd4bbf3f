// English left in the Spanish interface by a library: the names it gives its own controls ("Toggle password
// visibility", "Bold", "Previous month"), which no bundle holds, so the English walk cannot see them. Read
// from the attributes that name things (not the page's text, where seeded data may be English by design)
// and matched against the words such names are made of.
import type { Page } from '@playwright/test';

const englishControlWords =
  /\b(the|of|to|and|Open|Close|Next|Previous|Remove|Clear|Search|Loading|Toggle|Select|Show|Hide|Save|Cancel|Delete|Edit|Add|Back|Page|Choose|Upload|Drop|Copy|Month|Year|Decade|Today|Submit|Enter|Heading|Bold|Italic|Expand|Collapse|Menu|Scroll|Change)\b/;

/** The values of the attributes that name things on the page: aria-label, title, placeholder and alt. */
export const namingAttributes = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].flatMap((name) => element.getAttribute(name)?.trim() || []),
    ),
  );

/** The naming attribute values of the page that read as English. */
export const englishNames = async (page: Page): Promise<string[]> => [
  ...new Set((await namingAttributes(page)).filter((name) => englishControlWords.test(name))),
];
