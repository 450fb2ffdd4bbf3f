// The chart tables (chart-table.ts) with their headers in the interface language.
import { useTranslation } from 'react-i18next';
import type { ChartRow } from './chart-data';
import { type ChartTable, seriesTable, sliceTable } from './chart-table';

type Format = (value: number) => string;

export function useChartTables() {
  const { t } = useTranslation('common');
  return {
    /** First-column headers: what each row of a chart is. */
    rows: { period: t('charts.period'), category: t('charts.category'), time: t('charts.time') },
    series: (
      chart: { rows: readonly ChartRow[]; series: readonly { name: string; label?: string }[] },
      rowHeader: string,
      format: Format,
      dataKey?: string,
    ): ChartTable => seriesTable(chart, { row: rowHeader, noValue: t('charts.noValue') }, format, dataKey),
    slices: (slices: readonly { name: string; value: number }[], format: Format): ChartTable =>
      sliceTable(slices, { row: t('charts.category'), value: t('charts.value') }, format),
  };
}
