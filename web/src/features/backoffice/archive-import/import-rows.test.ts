import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkRows, parseImport } from './import-rows';

const schema = z.object({ name: z.string().min(1), amount: z.number().optional() }).strict();

describe('parseImport', () => {
  it('reads CSV with a header row, typing numbers and leaving empty cells out', () => {
    expect(parseImport('tags.csv', 'name,amount\nObras,12\nServicios,\n')).toEqual([
      { name: 'Obras', amount: 12 },
      { name: 'Servicios' },
    ]);
  });

  it('reads a JSON array or a single object', () => {
    expect(parseImport('x.json', '[{"name":"A"},{"name":"B"}]')).toHaveLength(2);
    expect(parseImport('x.JSON', '{"name":"A"}')).toEqual([{ name: 'A' }]);
  });
});

describe('checkRows', () => {
  it('names the field of each problem, row by row', () => {
    const checked = checkRows([{ name: 'Obras' }, { amount: 'mucho' }, { name: 'X', extra: 1 }], schema);
    expect(checked[0]?.errors).toEqual([]);
    expect(checked[1]?.errors.some((error) => error.startsWith('name:'))).toBe(true);
    expect(checked[1]?.errors.some((error) => error.startsWith('amount:'))).toBe(true);
    expect(checked[2]?.errors).toHaveLength(1);
  });
});
