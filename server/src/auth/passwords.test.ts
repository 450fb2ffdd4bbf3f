import { describe, expect, it } from 'vitest';
import { equalSecrets, hashPassword, isPasswordHash, seedPasswordHash, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const hash = await hashPassword('Capacitación.2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('Capacitación');
    expect(await hashPassword('Capacitación.2026')).not.toBe(hash);
    expect(await verifyPassword('Capacitación.2026', hash)).toBe(true);
    expect(await verifyPassword('capacitación.2026', hash)).toBe(false);
    expect(isPasswordHash(hash)).toBe(true);
  });

  it('never matches a value that is not a hash, nor an unknown user', async () => {
    expect(await verifyPassword('Supervision.2026', 'Supervision.2026')).toBe(false);
    expect(await verifyPassword('x', undefined)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1048576$8$1$AAAA$AAAA')).toBe(false);
  });

  it('compares fixed secrets of any length', () => {
    expect(equalSecrets('admin', 'admin')).toBe(true);
    expect(equalSecrets('admin', 'admin ')).toBe(false);
    expect(equalSecrets('', 'x')).toBe(false);
  });

  it('hashes each seed password once per process', async () => {
    const first = seedPasswordHash('Invitado.2026');
    expect(seedPasswordHash('Invitado.2026')).toBe(first);
    expect(await verifyPassword('Invitado.2026', first)).toBe(true);
  });
});
