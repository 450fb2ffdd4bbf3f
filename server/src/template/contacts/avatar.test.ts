import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/api-error.ts';
import { avatarDataUrl, sniffMime } from './avatar.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('avatarDataUrl', () => {
  it('keeps a data URL sent in JSON', () => {
    expect(avatarDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it("refuses what is not a data URL, such as the stock front end's `{}`", () => {
    expect(() => avatarDataUrl('https://example.org/a.png')).toThrowError(ApiError);
    expect(() => avatarDataUrl({})).toThrowError(ApiError);
    expect(() => avatarDataUrl(new Uint8Array())).toThrowError(ApiError);
  });

  it('encodes file bytes with their declared type, or a sniffed one', () => {
    expect(avatarDataUrl({ data: PNG, mimetype: 'image/x-test' })).toBe(
      `data:image/x-test;base64,${Buffer.from(PNG).toString('base64')}`,
    );
    expect(avatarDataUrl(Buffer.from(PNG))).toMatch(/^data:image\/png;base64,/);
    expect(sniffMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMime(new Uint8Array([1, 2, 3]))).toBe('application/octet-stream');
  });
});
