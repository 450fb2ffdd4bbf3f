// Template activities page: 10 entries, each with an icon or an image, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody } from '../helpers/contract.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('GET /api/pages/activities', () => {
  it('lists 10 activities with an icon or an image, newest first, in the past', async () => {
    const response = await api.get('/api/pages/activities');
    const activities = contractBody(response, 'activitiesListActivities');
    expect(activities).toHaveLength(10);
    for (const activity of activities) expect(activity.icon ?? activity.image).toBeDefined();
    const dates = activities.map((activity) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0]).toBeLessThanOrEqual(Date.now());
  });
});
