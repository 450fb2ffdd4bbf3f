import { describe, expect, it } from 'vitest';
import { lastMonths } from './months-window';

describe('lastMonths', () => {
  const series = [
    {
      name: 'Actual',
      data: [
        { x: '2026-01-10T00:00:00.000Z', y: 1 },
        { x: '2026-06-25T00:00:00.000Z', y: 2 },
        { x: '2026-10-10T00:00:00.000Z', y: 3 },
        { x: '2026-12-10T00:00:00.000Z', y: 4 },
      ],
    },
  ];

  it('keeps the points of the N months up to the latest one', () => {
    expect(lastMonths(series, 3)[0]?.data.map((point) => point.y)).toEqual([3, 4]);
    expect(lastMonths(series, 6)[0]?.data.map((point) => point.y)).toEqual([2, 3, 4]);
    expect(lastMonths(series, 12)[0]?.data.map((point) => point.y)).toEqual([1, 2, 3, 4]);
  });
});
