import { describe, expect, it } from 'vitest';
import { pictureSize, pictureSvg } from './picture.ts';

describe('pictureSvg', () => {
  it('is as large as the name says, with a picture outline inside it and the name below', () => {
    const svg = pictureSvg('watch-13-thumb-640x480.jpg');
    expect(pictureSize('watch-13-thumb-640x480.jpg')).toEqual([640, 480]);
    expect(svg).toMatch(/^<svg [^>]*width="640" height="480" viewBox="0 0 640 480">/);
    // The outline: half the shorter side (240 of 480), centred across.
    const [, left, top, scale] = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)"/.exec(svg) ?? [];
    expect(Number(scale) * 24).toBe(240);
    expect(Number(left)).toBe(200);
    const [, textY, fontSize] = /<text x="50%" y="([\d.]+)"[^>]* font-size="(\d+)"/.exec(svg) ?? [];
    // The name below the outline, inside the picture.
    expect(Number(textY)).toBeGreaterThan(Number(top) + 240);
    expect(Number(textY) + Number(fontSize) / 2).toBeLessThan(480);
    expect(svg).toContain('>watch 13 thumb 640x480</text>');
  });

  it('keeps the outline and the name inside a small or a wide picture', () => {
    for (const name of ['tiny-32x32.png', 'banner-1200x120.jpg', 'photo.jpg']) {
      const [width, height] = pictureSize(name);
      const svg = pictureSvg(name);
      const [, left, top, scale] = /translate\(([\d.]+) ([\d.-]+)\) scale\(([\d.]+)\)/.exec(svg) ?? [];
      const glyph = Number(scale) * 24;
      expect(Number(left) + glyph, name).toBeLessThanOrEqual(width);
      expect(Number(top), name).toBeGreaterThanOrEqual(0);
      expect(Number(top) + glyph, name).toBeLessThanOrEqual(height);
    }
  });

  it('escapes what the name holds and gives the same picture for the same name', () => {
    expect(pictureSvg("a&b'<c>.png")).toContain('a&#38;b&#39;&#60;c&#62;</text>');
    expect(pictureSvg('cover-01.jpg')).toBe(pictureSvg('cover-01.jpg'));
  });
});
