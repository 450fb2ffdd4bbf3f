import { describe, expect, it } from 'vitest';
import { rebaseValues } from './rebase-values';

describe('rebaseValues', () => {
  const loaded = { position: 'Técnica', phone: '600 000 001', city: 'Zaragoza' };

  it('keeps what the person changed and takes what someone else changed in the fields left alone', () => {
    const mine = { ...loaded, position: 'Jefa de servicio' };
    const current = { ...loaded, phone: '600 000 002' };
    expect(rebaseValues(mine, loaded, current)).toEqual({
      values: { position: 'Jefa de servicio', phone: '600 000 002', city: 'Zaragoza' },
      conflicts: [],
    });
  });

  it('names the fields both changed to different values, keeping the person’s value in the form', () => {
    const mine = { ...loaded, position: 'Jefa de servicio', city: 'Huesca' };
    const current = { ...loaded, position: 'Directora', city: 'Huesca' };
    expect(rebaseValues(mine, loaded, current)).toEqual({
      values: { position: 'Jefa de servicio', phone: '600 000 001', city: 'Huesca' },
      conflicts: ['position'],
    });
  });
});
