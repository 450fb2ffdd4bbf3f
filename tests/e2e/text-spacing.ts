// WCAG 1.4.12, text spacing (level AA): nothing is lost when a person's own style spaces the text out, with lines
// 1.5 times the font size, paragraphs 2 em apart, letters 0.12 em and words 0.16 em apart. The check puts that
// style on the page, as the W3C's text-spacing bookmarklet does, runs, and takes it off again.
import type { Page } from '@playwright/test';

const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

export async function withTextSpacing(page: Page, check: () => Promise<void>): Promise<void> {
  const style = await page.addStyleTag({ content: textSpacing });
  try {
    // Two frames: what sizes itself from the layout (a range control's indicator, a chart) follows the new one.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await check();
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
}
