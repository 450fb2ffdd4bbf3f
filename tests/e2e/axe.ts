// Accessibility check of the screen in view with axe-core: WCAG 2.0, 2.1 and 2.2, levels A and AA, and the
// structure that screen-reader users move by (a level-one heading, headings in order, named table columns and
// dialogs, one banner and landmarks told apart); the serious and critical violations of the former and every
// violation of the latter, each with the elements it found. axe is put into the page once and run again on every
// screen a test opens in it (@axe-core/playwright opened a helper page for each run: most of a walk's time).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Which rules a check runs: all of WCAG 2 A/AA and the structure rules, or only those a change of colours can break (text contrast, and
 * links told apart from their sentence by colour alone): a theme or the dark scheme changes the colours of a
 * screen whose structure and names the light-scheme checks have already passed; or text contrast at 7:1.
 */
export type AxeRules = 'wcag2' | 'colours' | 'enhanced';

/**
 * axe files these under best practice, most with a moderate or minor impact: any violation of them fails the check.
 * `region`: every content sits in a landmark (what a screen-reader user moves by) and `landmark-one-main`: a screen
 * has one main.
 */
const structureRules = [
  'page-has-heading-one',
  'heading-order',
  'empty-table-header',
  'aria-dialog-name',
  'landmark-no-duplicate-banner',
  'landmark-unique',
  'landmark-one-main',
  'region',
];

/**
 * Open popups count as regions of their own, as axe counts dialogs already: a menu or a list of options is drawn at
 * the end of the page (a portal), outside every landmark, and reached from its button, which names it. So does the
 * page's loading bar, shown over everything while a request is slow: a passing indicator like a status message,
 * which axe counts as a region too.
 */
const regionMatcher =
  'dialog, [role=dialog], [role=alertdialog], svg, [role=menu], [role=listbox], [role=tooltip], [role=progressbar]';

const rulesOf: Record<AxeRules, Pick<RunOptions, 'runOnly' | 'rules'>> = {
  wcag2: {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: Object.fromEntries(structureRules.map((rule) => [rule, { enabled: true }])),
  },
  colours: { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } },
  // Text at 7:1 (WCAG AAA), for people who ask their system for more contrast.
  enhanced: { runOnly: { type: 'rule', values: ['color-contrast-enhanced'] } },
};

type AxeWindow = {
  axe?: {
    run: (context: Document, options: RunOptions) => Promise<AxeResults>;
    configure: (spec: { checks: { id: string; options: Record<string, unknown> }[] }) => void;
  };
};

const fails = (violation: AxeResults['violations'][number]) =>
  violation.impact === 'serious' || violation.impact === 'critical' || structureRules.includes(violation.id);

async function run(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    await page.evaluate((matcher) => {
      (window as unknown as AxeWindow).axe?.configure({
        checks: [{ id: 'region', options: { regionMatcher: matcher } }],
      });
    }, regionMatcher);
  }
  const { violations } = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error('axe-core is not in the page');
    return axe.run(document, runOptions);
  }, options);
  return violations.filter(fails);
}

export async function accessibilityViolations(page: Page, rules: AxeRules = 'wcag2'): Promise<string[]> {
  const options: RunOptions = { ...rulesOf[rules], resultTypes: ['violations'] };
  // A page that passes (the usual case) needs no names for its elements: without them axe skips making a CSS
  // selector for every element it checked (about an eighth of a run). A page that fails is checked again with
  // them, to name the elements; were the second run to pass, the first one's markup names them instead.
  const found = await run(page, { ...options, selectors: false });
  if (found.length === 0) return [];
  const named = await run(page, options);
  return (named.length > 0 ? named : found).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target?.join(' ') ?? node.html).join(' | ')}`,
  );
}
