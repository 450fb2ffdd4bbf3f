// The overview sums: records per level and factor usage.
import { describe, expect, it } from 'vitest';
import { countByLevel, factorUsage } from './overview-counts';

describe('countByLevel', () => {
  it('counts every level, zero included', () => {
    expect(countByLevel([{ level: 'alto' }, { level: 'alto' }, { level: 'bajo' }, {}])).toEqual({
      bajo: 1,
      medio: 0,
      alto: 2,
      critico: 0,
    });
  });
});

describe('factorUsage', () => {
  it('counts the models weighing a factor once each and its flags, open ones apart', () => {
    const schemas = [
      {
        factors: [
          { factorId: 'a', weight: 0.5 },
          { factorId: 'a', weight: 0.2 },
        ],
      },
      { factors: [{ factorId: 'a', weight: 0.5 }] },
    ];
    const tokens = [
      { factorId: 'a', status: 'open' as const },
      { factorId: 'a', status: 'mitigated' as const },
      { factorId: 'b', status: 'under-review' as const },
      { status: 'open' as const },
    ];
    const usage = factorUsage(schemas, tokens);
    expect(usage.get('a')).toEqual({ models: 2, flags: 2, openFlags: 1 });
    expect(usage.get('b')).toEqual({ models: 0, flags: 1, openFlags: 1 });
    expect(usage.size).toBe(2);
  });
});
