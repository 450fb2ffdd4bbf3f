// Keeps the points of the last N months of a dated series (the finance range selector).
import type { DashboardsPointSeries } from '@api/model';

export function lastMonths(series: readonly DashboardsPointSeries[], months: number): DashboardsPointSeries[] {
  const times = series.flatMap((one) => one.data.map((point) => Date.parse(String(point.x))));
  const latest = Math.max(...times.filter((time) => !Number.isNaN(time)));
  if (!Number.isFinite(latest)) return [...series];
  const start = new Date(latest);
  start.setMonth(start.getMonth() - months);
  return series.map((one) => ({
    ...one,
    data: one.data.filter((point) => Date.parse(String(point.x)) > start.getTime()),
  }));
}
