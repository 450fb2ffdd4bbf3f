// The table a chart card holds for screen readers (chart-table.ts): out of sight, as the chart shows the same data,
// and read as any table, by rows and columns, with the chart's title as its caption.
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartTable } from './chart-table';

export function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  const { t } = useTranslation('common');
  return (
    <VisuallyHidden>
      <table>
        <caption>{t('charts.tableCaption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{table.rowHeader}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            // Labels may repeat (two points at the same minute): the position tells rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are only ever replaced whole.
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {table.columns.map((column, cell) => (
                <td key={column}>{row.values[cell]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
