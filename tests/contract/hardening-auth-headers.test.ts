// Issue 13: security headers on the API, its errors, the served web app and the docs (@fastify/helmet),
// with a Content-Security-Policy the app runs under (the browser half is tests/e2e/security-headers.spec.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/api.ts';
import { createLocalApp, type LocalApp } from '../helpers/local-app.ts';

let local: LocalApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/a.js"></script>',
  );
  local = await createLocalApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await local?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, accept = 'application/json') => local.request({ method: 'GET', url, headers: { accept } });

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
}

/** What pages and files (anything a browser may render) get on top of the common headers. */
function expectDocumentHeaders(headers: Record<string, unknown>): void {
  expectCommonHeaders(headers);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

const directives = (headers: Record<string, unknown>) =>
  new Map(
    String(headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name, ...values]) => [name, values] as const),
  );

describe.skipIf(baseUrl !== undefined)('security headers', () => {
  it('are on API answers and error answers, with a policy that allows nothing, kept in no cache', async () => {
    for (const url of ['/api/mock/health', '/api/node/posts', '/api/no-such-thing', '/api/auth/admin/check']) {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectCommonHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
      const csp = directives(response.headers);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.size).toBe(2);
    }
  });

  it('give the files the API serves (shown in the app, PDFs in frames) the app CSP', async () => {
    const listing = await get('/api/apps/file-manager');
    const files = (listing.body as { files: { type: string; url: string | null }[] }).files;
    const pdf = files.find((item) => item.type === 'PDF' && item.url !== null);
    if (pdf?.url == null) throw new Error('The file manager seed has no PDF');
    const file = await get(pdf.url, 'application/pdf');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expectDocumentHeaders(file.headers);
    const csp = directives(file.headers);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('give the web app a CSP it can run under: own scripts only, inline styles, data and blob pictures', async () => {
    for (const url of ['/', '/espacio', '/backoffice/usuarios']) {
      const response = await get(url, 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>app</title>');
      expectDocumentHeaders(response.headers);
      const csp = directives(response.headers);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('leave the docs their own CSP (Swagger UI), without upgrading plain http requests', async () => {
    const page = await get('/docs', 'text/html');
    expect(page.status).toBe(200);
    expectDocumentHeaders(page.headers);
    const csp = directives(page.headers);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toContain('validator.swagger.io');
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});
