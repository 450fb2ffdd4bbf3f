import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

describe('readConfig', () => {
  it('defaults to the classy layout when VITE_DEFAULT_LAYOUT is missing', () => {
    expect(readConfig({}).defaultLayout).toBe('classy');
  });

  it('uses a valid VITE_DEFAULT_LAYOUT', () => {
    expect(readConfig({ VITE_DEFAULT_LAYOUT: 'modern' }).defaultLayout).toBe('modern');
  });

  it('ignores an unknown layout name', () => {
    expect(readConfig({ VITE_DEFAULT_LAYOUT: 'fancy' }).defaultLayout).toBe('classy');
  });

  it('reads version and revision, falling back when blank', () => {
    const config = readConfig({ VITE_APP_VERSION: '1.2.3', VITE_APP_REVISION: ' ' });
    expect(config.version).toBe('1.2.3');
    expect(config.revision).toBe('dev');
  });
});
