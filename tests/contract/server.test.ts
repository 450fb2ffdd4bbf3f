// The server as a whole: every contract operation bound, no route outside the contract,
// the contract and its docs served, CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { productHandlers } from '../../server/src/handlers/index.ts';
import { templateHandlers } from '../../server/src/template/handlers.ts';
import { type Api, baseUrl, createApi } from '../helpers/api.ts';
import { contract, operations } from '../helpers/contract.ts';

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe.skipIf(baseUrl !== undefined)('routes bound from the contract', () => {
  it('binds every operation, and serves no /api route that the contract lacks', async () => {
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }) });
    await app.ready();
    const bound = app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') || route.operationId !== undefined,
    );
    expect(bound.every((route) => route.operationId !== undefined)).toBe(true);
    expect(new Set(bound.map((route) => route.operationId))).toEqual(
      new Set(operations.map(({ operation }) => operation.operationId)),
    );
    await app.close();
  });

  it('refuses to start when an operation has no handler', async () => {
    const [operationId] = Object.keys(productHandlers);
    const saved = productHandlers[operationId ?? ''];
    delete productHandlers[operationId ?? ''];
    try {
      await expect(
        buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }) }).then((app) => app.ready()),
      ).rejects.toThrow(/has no handler/);
    } finally {
      if (saved) productHandlers[operationId ?? ''] = saved;
    }
  });

  it('refuses to start when a handler has no operation', async () => {
    templateHandlers.notInTheContract = () => null;
    try {
      await expect(
        buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }) }).then((app) => app.ready()),
      ).rejects.toThrow(/without an operation/);
    } finally {
      delete templateHandlers.notInTheContract;
    }
  });
});

describe('the contract and its docs', () => {
  it('serves the bundled contract as JSON and YAML', async () => {
    const json = await api.get('/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body).toEqual(contract);
    const yaml = await api.get('/openapi.yaml');
    expect(yaml.headers['content-type']).toContain('yaml');
    expect(parse(yaml.text)).toEqual(contract);
  });

  it('serves interactive docs at /docs from this server, without third-party hosts', async () => {
    const page = await api.get('/docs/').redirects(1);
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    const initializer = await api.get('/docs/static/swagger-initializer.js');
    expect(initializer.status).toBe(200);
    // Assets load from this server; "Try it out" targets the contract's server URL, "/".
    expect(page.text).not.toMatch(/(src|href)=["']https?:/i);
    expect(contract.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('serves the docs files with caching validators, and unknown docs paths as any unknown path', async () => {
    const script = await api.get('/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const etag = String(script.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await api.get('/docs/static/swagger-ui-bundle.js').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    const unknown = await api.get('/docs/not-a-docs-file');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'UNKNOWN_ROUTE' });
  });

  it('answers CORS preflights with the configured origins and the mock headers', async () => {
    const response = await api
      .call('options' as 'get', '/api/node/posts')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,x-mock-session');
    expect(response.status).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBeDefined();
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-mock-session');
  });
});
