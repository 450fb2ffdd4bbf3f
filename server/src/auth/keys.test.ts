import { describe, expect, it } from 'vitest';
import { deriveKey } from './keys.ts';

describe('deriveKey', () => {
  it('gives each token kind its own 256-bit key, stable for one secret, never the secret itself', () => {
    const secret = 's'.repeat(32);
    const keys = (['admin', 'web', 'template'] as const).map((kind) => deriveKey(secret, kind));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(3);
    for (const key of keys) expect(key).toHaveLength(32);
    expect(deriveKey(secret, 'admin').equals(keys[0] as Buffer)).toBe(true);
    expect(deriveKey('t'.repeat(32), 'admin').equals(keys[0] as Buffer)).toBe(false);
    expect(keys[0]?.toString('utf8')).not.toContain(secret);
  });
});
