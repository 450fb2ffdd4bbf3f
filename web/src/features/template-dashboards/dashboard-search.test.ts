import { describe, expect, it } from 'vitest';
import { validateAnalyticsSearch, validateFinanceSearch, validateProjectSearch } from './dashboard-search';

describe('dashboard URL state', () => {
  it('keeps known ranges other than the default', () => {
    expect(validateProjectSearch({ issues: 'last-week', tasks: 'this-week', schedule: 'tomorrow' })).toEqual({
      issues: 'last-week',
      schedule: 'tomorrow',
    });
    expect(validateAnalyticsSearch({ visitors: 'last-year' })).toEqual({ visitors: 'last-year' });
  });

  it('drops unknown values instead of failing', () => {
    expect(validateProjectSearch({ issues: 'next-week', schedule: 3 })).toEqual({});
    expect(validateFinanceSearch({ months: '7' })).toEqual({});
  });

  it('reads the month range whether the URL gave a number or text', () => {
    expect(validateFinanceSearch({ months: 3 })).toEqual({ months: 3 });
    expect(validateFinanceSearch({ months: '6' })).toEqual({ months: 6 });
    expect(validateFinanceSearch({ months: 12 })).toEqual({});
  });
});
