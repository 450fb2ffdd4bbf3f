import { describe, expect, it } from 'vitest';
import { SessionRegistry } from './sessions.ts';

const entry = (sub: string, home = 'a', expiresAt = 10_000) => ({ kind: 'admin' as const, sub, home, expiresAt });

describe('SessionRegistry', () => {
  it('knows only the sessions it opened, for their own user and kind, until they expire', () => {
    let now = 0;
    const registry = new SessionRegistry({ maxSessions: 10, now: () => now });
    registry.open('s1', entry('u1'));
    expect(registry.isLive('s1', 'admin', 'u1')).toBe(true);
    expect(registry.isLive('s1', 'web', 'u1')).toBe(false);
    expect(registry.isLive('s1', 'admin', 'u2')).toBe(false);
    expect(registry.isLive('unknown', 'admin', 'u1')).toBe(false);
    now = 10_000;
    expect(registry.isLive('s1', 'admin', 'u1')).toBe(false);
  });

  it('ends one session, or every session a user opened in one namespace', () => {
    const registry = new SessionRegistry({ maxSessions: 10 });
    registry.open('s1', entry('u1', 'a', Date.now() + 1000));
    registry.open('s2', entry('u1', 'a', Date.now() + 1000));
    registry.open('s3', entry('u1', 'b', Date.now() + 1000));
    expect(registry.end('s1')).toBe(true);
    expect(registry.end('s1')).toBe(false);
    registry.open('s4', entry('u1', 'a', Date.now() + 1000));
    expect(registry.endUser('a', 'admin', 'u1')).toBe(2);
    expect(registry.isLive('s2', 'admin', 'u1')).toBe(false);
    expect(registry.isLive('s3', 'admin', 'u1')).toBe(true);
  });

  it('stays bounded: expired sessions go first, then the oldest', () => {
    let now = 0;
    const registry = new SessionRegistry({ maxSessions: 10, now: () => now });
    for (let index = 0; index < 5; index += 1) registry.open(`old${index}`, entry(`u${index}`, 'a', 100));
    now = 200;
    for (let index = 0; index < 20; index += 1) registry.open(`new${index}`, entry(`v${index}`, 'a', 10_000));
    expect(registry.size).toBeLessThanOrEqual(10);
    expect(registry.isLive('new19', 'admin', 'v19')).toBe(true);
    expect(registry.isLive('new0', 'admin', 'v0')).toBe(false);
  });
});
