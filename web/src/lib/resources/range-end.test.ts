import { describe, expect, it } from 'vitest';
import { rangeEnd } from './range-end';
import { resourceDefinition } from './resource-definition';

describe('rangeEnd', () => {
  const { contract } = resourceDefinition('agendables');

  it('names the field and the end of a date range filter', () => {
    expect(rangeEnd(contract, 'startsAtFrom')).toEqual({ field: 'startsAt', end: 'from' });
    expect(rangeEnd(contract, 'startsAtTo')).toEqual({ field: 'startsAt', end: 'to' });
  });

  it('is nothing for a filter of a value, or a name no filter has', () => {
    expect(rangeEnd(contract, 'type')).toBeUndefined();
    expect(rangeEnd(contract, 'startsAt')).toBeUndefined();
  });
});
