// State namespaces (x-mock-session): a namespace made by a request is announced in x-mock-session-state.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, baseUrl, createApi } from '../helpers/api.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe.skipIf(baseUrl !== undefined)('x-mock-session', () => {
  it('announces a namespace made by the request, and only then', async () => {
    const name = `ns-${randomUUID()}`;
    const first = await api.get('/api/mock/health').set('x-mock-session', name);
    expect(first.status).toBe(200);
    expect(first.headers['x-mock-session-state']).toBe('created');
    const second = await api.get('/api/mock/health').set('x-mock-session', name);
    expect(second.headers['x-mock-session-state']).toBeUndefined();
  });

  it('lets browsers read the header across origins', async () => {
    const response = await api.get('/api/mock/health').set('origin', 'http://localhost:5173');
    expect(String(response.headers['access-control-expose-headers'])).toContain('x-mock-session-state');
  });

  it('refuses a malformed namespace name with 400 naming the header', async () => {
    const response = await api.get('/api/mock/health').set('x-mock-session', 'bad name!');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_REQUEST', field: 'x-mock-session' });
  });
});
