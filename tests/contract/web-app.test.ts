// The web app on the API's port: index.html for the root and for deep links, the API untouched.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST } from '../../server/src/plugins/web-app.ts';
import { type Api, baseUrl, createApi } from '../helpers/api.ts';
import { expectError } from '../helpers/contract.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe.skipIf(baseUrl !== undefined || !existsSync(`${DEFAULT_WEB_DIST}/index.html`))('web app', () => {
  it('serves index.html at / and for deep links such as /espacio/persona', async () => {
    for (const path of ['/', '/espacio/persona', '/welcome/home?layout=modern']) {
      const response = await api.get(path).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    expectError(await api.get('/api/nothing-here').set('Accept', 'text/html'), 404, { code: 'UNKNOWN_ROUTE' });
  });
});
