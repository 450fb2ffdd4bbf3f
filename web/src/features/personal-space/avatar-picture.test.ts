import { describe, expect, it } from 'vitest';
import { avatarFileProblem, fitWithin } from './avatar-picture';

describe('fitWithin', () => {
  it('scales the longer side down to the limit, keeping proportions', () => {
    expect(fitWithin(1024, 768, 256)).toEqual({ width: 256, height: 192 });
    expect(fitWithin(600, 1200, 256)).toEqual({ width: 128, height: 256 });
  });

  it('never enlarges a small picture and never answers zero', () => {
    expect(fitWithin(120, 80, 256)).toEqual({ width: 120, height: 80 });
    expect(fitWithin(5000, 1, 256)).toEqual({ width: 256, height: 1 });
  });
});

describe('avatarFileProblem', () => {
  it('accepts PNG, JPEG, WebP and GIF pictures up to 5 MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1_000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: 5_000_000 })).toBeNull();
  });

  it('refuses other files and larger pictures', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 1_000 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1_000 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/png', size: 5_000_001 })).toBe('size');
  });
});
