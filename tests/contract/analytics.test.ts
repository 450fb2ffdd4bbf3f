// Template analytics dashboard: every key the template answers, with dates relative to now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { expectContract } from '../helpers/contract.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('GET /api/dashboards/analytics', () => {
  it('answers the template keys, with this year’s visitors ending today', async () => {
    const response = await api.get('/api/dashboards/analytics');
    expectContract(response, 'analyticsGetDashboard');
    const body = response.body as { visitors: { series: Record<string, { data: { x: string }[] }[]> } };
    expect(Object.keys(body)).toEqual([
      'visitors',
      'conversions',
      'impressions',
      'visits',
      'visitorsVsPageViews',
      'newVsReturning',
      'gender',
      'age',
      'language',
    ]);
    const last = body.visitors.series['this-year']?.[0]?.data.at(-1)?.x ?? '';
    expect(Math.abs(Date.now() - Date.parse(last))).toBeLessThan(3 * 86_400_000);
    const lastYear = body.visitors.series['last-year']?.[0]?.data.at(-1)?.x ?? '';
    expect(Date.parse(last) - Date.parse(lastYear)).toBe(365 * 86_400_000);
  });
});
