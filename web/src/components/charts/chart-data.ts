// Turns the dashboards' ApexCharts-style series ({name, data: number[]} beside labels, or {x, y} points) into
// the one-row-per-point data @mantine/charts draws. Series get plain keys (s0, s1…): recharts reads dots in a
// data key as a path, and the API's series names are display text.
import type { MantineColor } from '@mantine/core';

export type ChartRow = Record<string, string | number>;

export interface KeyedSeries {
  /** The data key in every row. */
  name: string;
  /** What legends and tooltips show. */
  label: string;
  color: MantineColor;
}

export interface ChartRows {
  rows: ChartRow[];
  series: KeyedSeries[];
}

/** Mantine colours of the series, in order; the same order in every chart keeps colours recognisable. */
export const chartColors: readonly MantineColor[] = [
  'indigo.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'yellow.6',
];

export function chartColor(index: number): MantineColor {
  return chartColors[index % chartColors.length] ?? 'gray.6';
}

export function seriesKey(index: number): string {
  return `s${index}`;
}

function keyedSeries(names: readonly string[]): KeyedSeries[] {
  return names.map((label, index) => ({ name: seriesKey(index), label, color: chartColor(index) }));
}

/** Series of numbers that share one list of labels (weeks, days, categories). */
export function labelledRows(
  labels: readonly string[],
  series: readonly { name: string; data: readonly number[] }[],
): ChartRows {
  const rows = labels.map((label, row) => {
    const entry: ChartRow = { label };
    series.forEach((one, index) => {
      const value = one.data[row];
      if (value !== undefined) entry[seriesKey(index)] = value;
    });
    return entry;
  });
  return { rows, series: keyedSeries(series.map((one) => one.name)) };
}

/** Series of {x, y} points; points of different series with the same x share a row. */
export function pointRows(
  series: readonly { name: string; data: readonly { x: number | string; y: number }[] }[],
  formatX: (x: number | string) => string,
): ChartRows {
  const byX = new Map<string, ChartRow>();
  series.forEach((one, index) => {
    for (const point of one.data) {
      const id = String(point.x);
      const row = byX.get(id) ?? { label: formatX(point.x) };
      row[seriesKey(index)] = point.y;
      byX.set(id, row);
    }
  });
  return { rows: [...byX.values()], series: keyedSeries(series.map((one) => one.name)) };
}

/** Slices of a donut or pie: a value per label. */
export function sliceData(labels: readonly string[], values: readonly number[]) {
  return labels.map((name, index) => ({ name, value: values[index] ?? 0, color: chartColor(index) }));
}

/** Series labels in the interface language where the widget knows what each series means. */
export function relabel(chart: ChartRows, labels: readonly (string | undefined)[]): ChartRows {
  return {
    rows: chart.rows,
    series: chart.series.map((one, index) => ({ ...one, label: labels[index] ?? one.label })),
  };
}
