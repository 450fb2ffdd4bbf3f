import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { ChartCard } from './chart-card';
import { pointRows, relabel } from './chart-data';
import { seriesTable } from './chart-table';
import { ToggledAreaChart } from './toggled-area-chart';

const chart = relabel(
  pointRows(
    [
      {
        name: 'a',
        data: [
          { x: 'enero', y: 1 },
          { x: 'febrero', y: 2 },
        ],
      },
      {
        name: 'b',
        data: [
          { x: 'enero', y: 3 },
          { x: 'febrero', y: 4 },
        ],
      },
    ],
    (label) => String(label),
  ),
  ['Previsto', 'Real'],
);

/** The series the chart draws (one area each), by their labels. */
const drawnSeries = () =>
  [...document.querySelectorAll('.recharts-area-area')]
    .map((area) => chart.series.find((series) => series.name === area.getAttribute('name'))?.label)
    .sort();

describe('ToggledAreaChart', () => {
  // The DOM here lays nothing out: the chart's container measures 600 by 200 px, as in a card, so the chart draws
  // (its legend and the rest measure nothing, and take no room from the plot).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 600, 200) : new DOMRect();
    });
    // Nor does it resize: the observer would report 0 by 0.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('switches a series off and on with its chip, and keeps the last one on', async () => {
    renderWithRouter(
      <ChartCard title="Saldo" table={seriesTable(chart, { row: 'Mes', noValue: '—' }, String)}>
        {(chartName) => <ToggledAreaChart chartName={chartName} chart={chart} h={200} valueFormatter={String} />}
      </ChartCard>,
    );
    // The chart is named by its card's title.
    expect(await screen.findByRole('application', { name: 'Saldo' })).toBeInTheDocument();
    // And its data is a table for screen readers, captioned by the title.
    expect(screen.getByRole('table', { name: 'Datos del gráfico: Saldo' })).toBeInTheDocument();
    const planned = await screen.findByRole('checkbox', { name: 'Previsto' });
    const actual = screen.getByRole('checkbox', { name: 'Real' });
    expect(planned).toBeChecked();
    expect(actual).toBeChecked();
    await waitFor(() => expect(drawnSeries()).toEqual(['Previsto', 'Real']));

    fireEvent.click(planned);
    expect(planned).not.toBeChecked();
    await waitFor(() => expect(drawnSeries()).toEqual(['Real']));
    fireEvent.click(actual);
    expect(actual).toBeChecked();
    expect(drawnSeries()).toEqual(['Real']);

    fireEvent.click(planned);
    expect(planned).toBeChecked();
    await waitFor(() => expect(drawnSeries()).toEqual(['Previsto', 'Real']));
  });
});
