import { scryptSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  equalSecrets,
  hashPassword,
  isPasswordHash,
  prehashSeedPasswords,
  seedPasswordHash,
  verifyPassword,
} from './passwords.ts';

// The real scrypt, watched: a seed build must not hash synchronously what was hashed ahead.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scryptSync: vi.fn(actual.scryptSync) };
});

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

  it('works out seed passwords ahead of a seed build, which then uses those hashes', async () => {
    const passwords = ['Prehash.Uno.2026', 'Prehash.Dos.2026', 'Prehash.Uno.2026'];
    await prehashSeedPasswords(passwords);
    vi.mocked(scryptSync).mockClear();
    const [one, two] = [seedPasswordHash('Prehash.Uno.2026'), seedPasswordHash('Prehash.Dos.2026')];
    expect(scryptSync).not.toHaveBeenCalled();
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('Prehash.Uno.2026', one)).toBe(true);
    expect(await verifyPassword('Prehash.Dos.2026', two)).toBe(true);
    // Hashes already known are kept: a seed built earlier in this process stays valid.
    await prehashSeedPasswords(passwords);
    expect(seedPasswordHash('Prehash.Uno.2026')).toBe(one);
  });
});
