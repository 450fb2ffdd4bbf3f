import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      corsOrigins: '*',
      mockDelay: { mode: 'template' },
      tokenTtlSeconds: 28800,
      loginLimits: { maxFailuresPerUser: 10, maxFailuresPerIp: 100, windowSeconds: 900 },
    });
  });

  it('parses origins, delays and numbers from text', () => {
    const config = loadConfig({ PORT: '8080', CORS_ORIGINS: 'http://a.example, http://b.example', MOCK_DELAY: '250' });
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(['http://a.example', 'http://b.example']);
    expect(config.mockDelay).toEqual({ mode: 'fixed', ms: 250 });
    expect(loadConfig({ MOCK_DELAY: 'off' }).mockDelay).toEqual({ mode: 'off' });
  });

  it('takes folders from WEB_DIST and SEED_CACHE_DIR, relative ones from the working directory', () => {
    expect(loadConfig({})).toMatchObject({ webDist: undefined, seedCacheDir: undefined });
    expect(loadConfig({ SEED_CACHE_DIR: '/tmp/seeds' }).seedCacheDir).toBe('/tmp/seeds');
    // As .env.example shows it: the static file server takes absolute folders only.
    expect(loadConfig({ WEB_DIST: 'web/dist' }).webDist).toBe(join(process.cwd(), 'web', 'dist'));
  });

  it('documents every variable in .env.example, and takes each value it shows', () => {
    const example = readFileSync(join(import.meta.dirname, '..', '..', '.env.example'), 'utf8');
    // Set (`NAME=value`) or shown commented out (`# NAME=value`); NODE_ENV is Node's own, named in the text.
    const shown = Object.fromEntries(
      [...example.matchAll(/^(?:# )?([A-Z_]+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(Object.keys(shown).sort()).toEqual(
      Object.keys(envSchema)
        .filter((name) => name !== 'NODE_ENV')
        .sort(),
    );
    expect(() => loadConfig(shown)).not.toThrow();
  });

  it('refuses invalid values, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ MOCK_DELAY: 'sometimes' })).toThrow(/MOCK_DELAY/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reports every invalid variable at once, with its range, and takes only whole decimal numbers', () => {
    expect(() => loadConfig({ PORT: '70000', SEED: '-1', LOG_LEVEL: 'loud' })).toThrow(
      'Invalid configuration: PORT must be <= 65535; SEED must be >= 0; LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
    for (const text of ['8080.5', '0x50', '1e3', '80 80']) expect(() => loadConfig({ PORT: text })).toThrow(/PORT/);
    expect(loadConfig({ PORT: ' 8080 ' }).port).toBe(8080);
  });

  it('makes a random JWT secret per start when none is set, never a known default', () => {
    const first = loadConfig({});
    const second = loadConfig({});
    expect(first.jwtSecretGenerated).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    expect(first.jwtSecret).not.toBe('dev-only-secret-change-me-0123456789');
    const set = loadConfig({ JWT_SECRET: 'y'.repeat(32) });
    expect(set).toMatchObject({ jwtSecret: 'y'.repeat(32), jwtSecretGenerated: false });
  });

  it('refuses the secret that was published as the old default', () => {
    expect(() => loadConfig({ JWT_SECRET: 'dev-only-secret-change-me-0123456789' })).toThrow(/published/);
  });

  it('requires a real JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toHaveLength(40);
  });
});
