import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('takes an address, spaces around it aside, and refuses what lacks a part or holds a space', () => {
    expect(isEmailAddress(' ana.ruiz@empresa.es ')).toBe(true);
    for (const text of ['', 'ana', 'ana@', 'ana@empresa', '@empresa.es', 'ana ruiz@empresa.es', 'a@b@c.es'])
      expect(isEmailAddress(text), text).toBe(false);
  });
});
