import { describe, expect, it } from 'vitest';
import type { ChartRow } from './chart-data';
import { seriesTable, sliceTable } from './chart-table';

describe('seriesTable', () => {
  it('makes a row per point and a column per series, each value formatted, a missing one said', () => {
    const rows: ChartRow[] = [
      { label: 'ene', s0: 1200, s1: 900 },
      { label: 'feb', s0: 1350 },
    ];
    const chart = {
      rows,
      series: [
        { name: 's0', label: 'Previsto' },
        { name: 's1', label: 'Real' },
      ],
    };
    expect(seriesTable(chart, { row: 'Periodo', noValue: 'sin dato' }, (value) => `${value} €`)).toEqual({
      rowHeader: 'Periodo',
      columns: ['Previsto', 'Real'],
      rows: [
        { label: 'ene', values: ['1200 €', '900 €'] },
        { label: 'feb', values: ['1350 €', 'sin dato'] },
      ],
    });
  });

  it('reads the row labels from another data key', () => {
    const table = seriesTable(
      { rows: [{ level: 'Alto', flags: 3 }], series: [{ name: 'flags', label: 'Alertas' }] },
      { row: 'Nivel', noValue: '—' },
      String,
      'level',
    );
    expect(table.rows).toEqual([{ label: 'Alto', values: ['3'] }]);
  });
});

describe('sliceTable', () => {
  it('makes a row per slice with its value', () => {
    expect(
      sliceTable(
        [
          { name: 'Nuevos', value: 62.5 },
          { name: 'Recurrentes', value: 37.5 },
        ],
        { row: 'Categoría', value: 'Valor' },
        (value) => `${value} %`,
      ),
    ).toEqual({
      rowHeader: 'Categoría',
      columns: ['Valor'],
      rows: [
        { label: 'Nuevos', values: ['62.5 %'] },
        { label: 'Recurrentes', values: ['37.5 %'] },
      ],
    });
  });
});
