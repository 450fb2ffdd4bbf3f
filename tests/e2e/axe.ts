// Accessibility check of the screen in view with axe-core: WCAG 2.0 and 2.1, levels A and AA; the serious and
// critical violations, each with the elements it found. axe is put into the page once and run again on every
// screen a test opens in it (@axe-core/playwright opened a helper page for each run: most of a walk's time).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

type AxeWindow = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error('axe-core is not in the page');
    return axe.run(document, runOptions);
  }, options);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
