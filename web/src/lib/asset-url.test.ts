import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url';

describe('assetUrl', () => {
  it('roots relative paths at the site and leaves absolute ones alone', () => {
    expect(assetUrl('files/tablero/2026/acta-comision-12.pdf')).toBe('/files/tablero/2026/acta-comision-12.pdf');
    expect(assetUrl('images/avatars/female-21.jpg')).toBe('/images/avatars/female-21.jpg');
    expect(assetUrl('/files/a.pdf')).toBe('/files/a.pdf');
    expect(assetUrl('https://cdn.example/a.pdf')).toBe('https://cdn.example/a.pdf');
    expect(assetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('has no URL for a record without a picture', () => {
    expect(assetUrl(null)).toBeUndefined();
    expect(assetUrl('')).toBeUndefined();
  });
});
