// A chart's data as a table (WCAG 1.1.1, non-text content): what a screen reader reads in place of the drawing,
// whose points are reachable only by hovering or by the chart's arrow keys, with a tooltip nobody announces.
import type { ChartRow } from './chart-data';

export interface ChartTable {
  /** What each row is: a period, a category… (the first column's header). */
  rowHeader: string;
  /** A column per series (or a single value column for the slices of a donut). */
  columns: string[];
  rows: { label: string; values: string[] }[];
}

/** The rows a chart draws (a row per point, `dataKey` naming it) as a table: a column per series. */
export function seriesTable(
  chart: { rows: readonly ChartRow[]; series: readonly { name: string; label?: string }[] },
  headers: { row: string; noValue: string },
  format: (value: number) => string,
  dataKey = 'label',
): ChartTable {
  return {
    rowHeader: headers.row,
    columns: chart.series.map((one) => one.label ?? one.name),
    rows: chart.rows.map((row) => ({
      label: String(row[dataKey] ?? ''),
      values: chart.series.map((one) => {
        const value = row[one.name];
        return typeof value === 'number' ? format(value) : headers.noValue;
      }),
    })),
  };
}

/** The slices of a donut or a radial chart as a table: a row per slice, one value column. */
export function sliceTable(
  slices: readonly { name: string; value: number }[],
  headers: { row: string; value: string },
  format: (value: number) => string,
): ChartTable {
  return {
    rowHeader: headers.row,
    columns: [headers.value],
    rows: slices.map((slice) => ({ label: slice.name, values: [format(slice.value)] })),
  };
}
