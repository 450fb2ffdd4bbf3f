import { describe, expect, it } from 'vitest';
import { assertVersion, entityTag, nextVersion } from './entity-tag.ts';

describe('record versions', () => {
  it('the entity tag is the updatedAt in quotes', () => {
    expect(entityTag('2026-11-29T18:23:00.000Z')).toBe('"2026-11-29T18:23:00.000Z"');
  });

  it('a write takes the time of now when it is after the last write', () => {
    expect(nextVersion('2026-11-29T18:23:00.005Z', '2026-11-29T18:23:00.004Z')).toBe('2026-11-29T18:23:00.005Z');
    expect(nextVersion('2026-11-29T18:23:00.005Z', undefined)).toBe('2026-11-29T18:23:00.005Z');
  });

  it('two writes in the same millisecond, or with the clock set back, still make two versions', () => {
    expect(nextVersion('2026-11-29T18:23:00.004Z', '2026-11-29T18:23:00.004Z')).toBe('2026-11-29T18:23:00.005Z');
    expect(nextVersion('2026-11-29T18:22:59.000Z', '2026-11-29T18:23:00.004Z')).toBe('2026-11-29T18:23:00.005Z');
  });

  it('a write on condition goes through on the version named, one of several, or any (*); otherwise 412', () => {
    const updatedAt = '2026-11-29T18:23:00.004Z';
    expect(() => assertVersion(undefined, 'Webuser', updatedAt)).not.toThrow();
    expect(() => assertVersion('"2026-11-29T18:23:00.004Z"', 'Webuser', updatedAt)).not.toThrow();
    expect(() => assertVersion('"old", "2026-11-29T18:23:00.004Z"', 'Webuser', updatedAt)).not.toThrow();
    expect(() => assertVersion(['"old"', '*'], 'Webuser', updatedAt)).not.toThrow();
    expect(() => assertVersion('"2026-11-29T18:23:00.003Z"', 'Webuser', updatedAt)).toThrow(
      expect.objectContaining({ statusCode: 412, code: 'PRECONDITION_FAILED', field: 'updatedAt' }),
    );
  });
});
