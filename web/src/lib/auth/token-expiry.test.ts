import { describe, expect, it } from 'vitest';
import { fakeToken, tokenExpiringIn } from './test-tokens';
import { isTokenUnexpired, readTokenExpiry } from './token-expiry';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('readTokenExpiry', () => {
  it('reads exp (seconds) as milliseconds', () => {
    expect(readTokenExpiry(fakeToken({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('answers null for a JWT without exp and undefined for a malformed token', () => {
    expect(readTokenExpiry(fakeToken({ sub: 'x' }))).toBeNull();
    expect(readTokenExpiry('not-a-token')).toBeUndefined();
    expect(readTokenExpiry('a.%%%.c')).toBeUndefined();
    expect(readTokenExpiry(fakeToken({ exp: 'soon' }))).toBeUndefined();
  });

  it('decodes base64url payloads with - and _', () => {
    const token = fakeToken({ exp: 1_900_000_000, name: '¿?>>>~~~' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readTokenExpiry(token)).toBe(1_900_000_000_000);
  });
});

describe('isTokenUnexpired', () => {
  it('accepts a token whose exp lies ahead', () => {
    expect(isTokenUnexpired(tokenExpiringIn(60, now), now)).toBe(true);
  });

  it('refuses an expired token and one expiring right now', () => {
    expect(isTokenUnexpired(tokenExpiringIn(-1, now), now)).toBe(false);
    expect(isTokenUnexpired(tokenExpiringIn(0, now), now)).toBe(false);
  });

  it('accepts a JWT without exp (it never expires) and refuses anything that is not a JWT', () => {
    expect(isTokenUnexpired(fakeToken({ sub: 'x' }), now)).toBe(true);
    expect(isTokenUnexpired('undefined', now)).toBe(false);
  });
});
