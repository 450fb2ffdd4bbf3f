// Delivery of the web app and the API: compression (brotli, gzip) and caching rules. The app is built
// in-process over a small stand-in of web/dist, so the test does not depend on a web build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../server/src/plugins/web-app.ts';
import { baseUrl } from '../helpers/api.ts';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: FastifyInstance;
let dist: string;

function standInDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = join(dist, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  return dist;
}

beforeAll(async () => {
  dist = standInDist();
  const config = loadConfig({ MOCK_DELAY: 'off', LOG_LEVEL: 'silent', WEB_DIST: dist });
  app = await buildApp({ config });
});
afterAll(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe.skipIf(baseUrl !== undefined)('delivery', () => {
  it('sends content-hashed assets precompressed with brotli and cached as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip for clients without brotli', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD for the app, its deep links and its assets as their GET, without the body', async () => {
    for (const url of ['/', '/espacio/persona', '/assets/index-Ab12Cd34.js']) {
      const got = await app.inject({ url, headers: { accept: 'text/html' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { accept: 'text/html' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(got.headers['cache-control']);
      expect(head.payload, url).toBe('');
    }
  });

  it('revalidates index.html on every load, at the root and for deep links', async () => {
    for (const url of ['/', '/espacio/persona']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
    }
  });

  it('does not mark unhashed files immutable', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
  });

  it('compresses JSON answers of the API for clients that accept it', async () => {
    const response = await app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('openapi');
    const countries = await app.inject({ url: '/api/apps/contacts/countries', headers: { 'accept-encoding': 'gzip' } });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['content-encoding']).toBe('gzip');
  });

  it('answers uncompressed to clients that do not ask', async () => {
    const response = await app.inject({ url: '/api/apps/contacts/countries' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });
});
