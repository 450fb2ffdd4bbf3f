import { describe, expect, it } from 'vitest';
import { labelledRows, pointRows, sliceData } from './chart-data';

describe('chart data', () => {
  it('puts the values of every series beside their label, keyed s0, s1…', () => {
    const result = labelledRows(
      ['Mon', 'Tue'],
      [
        { name: 'New issues', data: [3, 4] },
        { name: 'Closed', data: [1] },
      ],
    );
    expect(result.rows).toEqual([
      { label: 'Mon', s0: 3, s1: 1 },
      { label: 'Tue', s0: 4 },
    ]);
    expect(result.series.map((one) => [one.name, one.label])).toEqual([
      ['s0', 'New issues'],
      ['s1', 'Closed'],
    ]);
  });

  it('merges points of several series that share an x, and formats x once', () => {
    const result = pointRows(
      [
        {
          name: 'Views',
          data: [
            { x: '2026-01-01', y: 5 },
            { x: '2026-01-02', y: 6 },
          ],
        },
        { name: 'Visitors', data: [{ x: '2026-01-01', y: 2 }] },
      ],
      (x) => `day ${x}`,
    );
    expect(result.rows).toEqual([
      { label: 'day 2026-01-01', s0: 5, s1: 2 },
      { label: 'day 2026-01-02', s0: 6 },
    ]);
  });

  it('gives each slice its value and a colour, zero where a value is missing', () => {
    expect(sliceData(['Men', 'Women'], [55])).toEqual([
      { name: 'Men', value: 55, color: 'indigo.6' },
      { name: 'Women', value: 0, color: 'teal.6' },
    ]);
  });
});
