import { describe, expect, it } from 'vitest';
import { dropPositions, nextPosition, positionStep } from './positions';

const at = (...positions: number[]) => positions.map((position, index) => ({ id: `c${index}`, position }));

describe('dropPositions', () => {
  it('gives the first item of an empty container one step', () => {
    expect(dropPositions([{ id: 'm', position: 999 }], 'm')).toEqual([{ id: 'm', position: positionStep }]);
  });

  it('halves the position of the item below when dropped on top', () => {
    const ordered = [{ id: 'm', position: 0 }, ...at(65536, 131072)];
    expect(dropPositions(ordered, 'm')).toEqual([{ id: 'm', position: 32768 }]);
  });

  it('adds a step after the last item when dropped at the bottom', () => {
    const ordered = [...at(65536, 131072), { id: 'm', position: 0 }];
    expect(dropPositions(ordered, 'm')).toEqual([{ id: 'm', position: 196608 }]);
  });

  it('averages the neighbours when dropped between two items', () => {
    const ordered = [
      { id: 'a', position: 65536 },
      { id: 'm', position: 0 },
      { id: 'b', position: 131072 },
    ];
    expect(dropPositions(ordered, 'm')).toEqual([{ id: 'm', position: 98304 }]);
  });

  it('renumbers the whole container when the average is not a whole number', () => {
    const ordered = [
      { id: 'a', position: 1 },
      { id: 'm', position: 0 },
      { id: 'b', position: 2 },
    ];
    expect(dropPositions(ordered, 'm')).toEqual([
      { id: 'a', position: 65536 },
      { id: 'm', position: 131072 },
      { id: 'b', position: 196608 },
    ]);
  });

  it('renumbers when the position would reach the maximum', () => {
    const ordered = [
      { id: 'a', position: 32768000 },
      { id: 'm', position: 0 },
    ];
    expect(dropPositions(ordered, 'm').map((item) => item.position)).toEqual([65536, 131072]);
  });
});

describe('nextPosition', () => {
  it('appends one step after the last item, or starts at one step', () => {
    expect(nextPosition([])).toBe(positionStep);
    expect(nextPosition(at(65536, 131072))).toBe(196608);
  });
});
