// Template dashboards (issue 11): every widget with series data draws a chart of non-zero size and gives its data as
// a table for screen readers, a bare trend line uses its chart's height, and a range switch redraws its chart, lands in the URL and survives a reload;
// no legend covers its chart.
import type { Page } from '@playwright/test';
import { okJson } from './contract-json.ts';
import { accounts, expect as baseExpect, test, writeStorage } from './fixtures.ts';
import { tabThrough } from './keyboard-stops.ts';
import { overflowingTexts, textsCutOff } from './layout-checks.ts';
import { englishLongDate } from './long-dates.ts';
import { settled } from './screen-settling.ts';

// Lazy screens and charts render slowly when the machine is shared: assertions wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const widgetsWithSeries: Record<string, string[]> = {
  '/dashboards/project': [
    'Incidencias',
    'Reparto de tareas',
    'Reparto del presupuesto',
    'Gastos semanales',
    'Gastos mensuales',
    'Gastos anuales',
  ],
  '/dashboards/analytics': [
    'Visitantes',
    'Conversiones',
    'Impresiones',
    'Visitas',
    'Visitantes y páginas vistas',
    'Nuevos y recurrentes',
    'Sexo',
    'Edad',
    'Idioma',
  ],
  '/dashboards/finance': ['Saldo de la cuenta', 'Presupuesto del mes'],
  '/dashboards/crypto': ['Bitcoin', 'Ethereum', 'Bitcoin Cash', 'XRP', 'Litecoin', 'Zcash', 'Bitcoin Gold'],
};

/** Widgets whose chart is a bare trend line (no axes), by screen. */
const trendLines: Record<string, string[]> = {
  '/dashboards/analytics': ['Conversiones', 'Impresiones', 'Visitas'],
};

/**
 * The widgets whose chart legend covers the chart's own bars, sectors or lines: a legend drawn inside a radial
 * chart's height wrapped to two lines in a narrow card and covered its outer ring.
 */
const legendsOverCharts = (page: Page) =>
  page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('.recharts-legend-wrapper')]
      .filter((legend) => {
        const area = legend.getBoundingClientRect();
        const shapes = legend.parentElement?.querySelectorAll(
          'svg .recharts-sector, svg .recharts-rectangle, svg .recharts-curve',
        );
        return [...(shapes ?? [])].some((shape) => {
          const box = shape.getBoundingClientRect();
          const overlaps = box.bottom > area.top + 2 && box.top < area.bottom - 2;
          return box.width > 0 && overlaps && box.right > area.left && box.left < area.right;
        });
      })
      .map((legend) => legend.closest('[role="region"]')?.getAttribute('aria-label') ?? legend.textContent),
  );

test.describe('template dashboards', () => {
  // Several pages and charts per test on a shared machine: three times the usual budget.
  test.slow();

  for (const [path, widgets] of Object.entries(widgetsWithSeries)) {
    test(`${path} draws a chart with size in every widget that has series`, async ({ page, signIn }) => {
      await signIn(accounts.admin);
      await page.goto(path);
      for (const name of widgets) {
        // The chart (Recharts' application region, a keyboard stop) is named by its card's title.
        const chart = page.getByRole('region', { name, exact: true }).getByRole('application', { name, exact: true });
        await expect(chart, name).toBeVisible();
        const box = await chart.boundingBox();
        expect(box?.width, name).toBeGreaterThan(0);
        expect(box?.height, name).toBeGreaterThan(0);
        // A screen reader reads the chart's data as a table, captioned by the card's title: its rows have a header
        // and figures.
        const table = page.getByRole('region', { name, exact: true }).getByRole('table', {
          name: `Datos del gráfico: ${name}`,
          exact: true,
        });
        const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
        expect(await rows.count(), `${name}: rows of its table`).toBeGreaterThan(1);
        for (const cell of await rows.first().getByRole('cell').all()) await expect(cell, name).toHaveText(/\d/);
      }
      // Every chart of the screen, and no other, has its table.
      await expect(page.getByRole('table', { name: /^Datos del gráfico: / })).toHaveCount(
        await page.getByRole('application').count(),
      );
      for (const name of trendLines[path] ?? []) {
        const region = page.getByRole('region', { name, exact: true });
        const chart = await region.locator('svg.recharts-surface').first().boundingBox();
        const line = await region.locator('.recharts-line-curve').first().boundingBox();
        // A trend without axes runs from its lowest to its highest point: from zero, weeks a few percent
        // apart drew a flat line along the top of an empty card.
        expect(line?.height ?? 0, `${name}: the line's height in its chart`).toBeGreaterThan(
          (chart?.height ?? 0) * 0.6,
        );
      }
      expect(await legendsOverCharts(page), 'legends drawn over their chart').toEqual([]);
      expect(await overflowingTexts(page), 'texts past their box').toEqual([]);
      // Beside the navigation at 1024 px the cards are narrower than on a phone.
      await page.setViewportSize({ width: 1024, height: 800 });
      expect(await overflowingTexts(page), 'texts past their box at 1024 px').toEqual([]);
    });
  }

  test('switch the issues range: the chart and figures change, the URL keeps it', async ({ page, signIn }) => {
    await signIn(accounts.admin);
    await page.goto('/dashboards/project');
    const issues = page.getByRole('region', { name: 'Incidencias', exact: true });
    const line = issues.locator('.recharts-line-curve').first();
    await expect(line).toBeVisible();
    const thisWeek = await line.getAttribute('d');
    const newIssues = issues.getByText('Incidencias nuevas').locator('xpath=preceding-sibling::*[1]');
    const thisWeekCount = await newIssues.textContent();

    await issues.getByText('Semana pasada').click();
    await expect(page).toHaveURL(/[?&]issues=last-week/);
    await expect.poll(() => line.getAttribute('d')).not.toBe(thisWeek);
    await expect(newIssues).not.toHaveText(thisWeekCount ?? '');
    const lastWeekCount = (await newIssues.textContent()) ?? '';

    await page.reload();
    await expect(issues.getByRole('radio', { name: 'Semana pasada' })).toBeChecked();
    await expect(newIssues).toHaveText(lastWeekCount);
  });

  // The API writes the charts' day labels and the statements' dates in Spanish; an English screen showed them so.
  // Addresses were cut with an ellipsis in cards of 130 px ("dorotea.torrezsantillan@su…"): one is read whole.
  test('in English, day labels and statement dates are English; team addresses show whole', async ({
    page,
    signIn,
    api,
  }) => {
    await signIn(accounts.admin);
    await writeStorage(page, { language: 'en' });
    await page.goto('/dashboards/project');
    const issues = page.getByRole('region', { name: 'Issues', exact: true });
    const ticks = issues.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(ticks).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    const addresses = page.getByRole('region', { name: 'Team', exact: true }).getByRole('link', { name: /@/ });
    await expect(addresses.first()).toBeVisible();
    const cut = await addresses.evaluateAll((links) =>
      links
        .filter((link) => link.scrollWidth > link.clientWidth + 1 || getComputedStyle(link).textOverflow === 'ellipsis')
        .map((link) => link.textContent),
    );
    expect(await addresses.count()).toBeGreaterThan(0);
    expect(cut).toEqual([]);

    const { currentStatement } = await okJson(await api.get('/api/dashboards/finance'), 'dashboardsGetFinance');
    await page.goto('/dashboards/finance');
    await expect(page.getByRole('region', { name: 'Current statement' })).toContainText(
      `Closing: ${englishLongDate(currentStatement.date)}`,
    );
  });

  test('finance: the month range narrows the balance chart', async ({ page, signIn }) => {
    await signIn(accounts.admin);
    await page.goto('/dashboards/finance');
    const balance = page.getByRole('region', { name: 'Saldo de la cuenta', exact: true });
    const area = balance.locator('.recharts-area-curve').first();
    await expect(area).toBeVisible();
    const twelveMonths = await area.getAttribute('d');
    await balance.getByText('3 meses').click();
    await expect(page).toHaveURL(/[?&]months=3/);
    await expect.poll(() => area.getAttribute('d')).not.toBe(twelveMonths);
  });

  // A donut took the keyboard focus twice: on its chart's svg, then on the pie's layer inside it, which did the same
  // (and Mantine's chart styles left it without a ring). Its tooltip, wider than the donut, was cut at the card's edge.
  test('a donut is one keyboard stop, with a focus ring, and shows its whole tooltip', async ({ page, signIn }) => {
    await signIn(accounts.admin);
    await page.goto('/dashboards/analytics');
    await settled(page);
    for (const name of ['Nuevos y recurrentes', 'Idioma']) {
      const card = page.getByRole('region', { name, exact: true });
      const chart = card.getByRole('application', { name, exact: true });
      await expect(chart).toBeVisible();
      const stops = await tabThrough(page, card);
      expect(
        stops.map((stop) => `${stop.tag}: ${stop.ring}px`),
        `focus rings inside ${name}`,
      ).toEqual(['svg: 2px']);
      await chart.focus();
      await page.keyboard.press('ArrowRight');
      await expect(card.locator('.recharts-tooltip-wrapper')).toBeVisible();
      expect(await textsCutOff(page, card), name).toEqual([]);
    }
  });
});
