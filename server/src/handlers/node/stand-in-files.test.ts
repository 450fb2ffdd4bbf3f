import { describe, expect, it } from 'vitest';
import { pictureCharacterWidth, standInPicture, wrapWords } from './stand-in-files.ts';

const textsOf = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
const baselinesOf = (svg: string) => [...svg.matchAll(/<text x="400" y="(\d+)"/g)].map((match) => Number(match[1]));
const fontSizeOf = (svg: string) => Number(/font-size="(\d+)"/.exec(svg)?.[1]);

describe('stand-in pictures', () => {
  it('wraps words into lines of a width, a long word alone', () => {
    expect(wrapWords('Material del curso: Fondos europeos', 12)).toEqual([
      'Material del',
      'curso:',
      'Fondos',
      'europeos',
    ]);
    expect(wrapWords('Expedientesdecontratación y más', 8)).toEqual(['Expedientesdecontratación', 'y más']);
  });

  it('writes a long title whole, in up to three lines around the middle of the picture', () => {
    const title = 'Material del curso: Fondos europeos del PRTR: control y verificación (imagen)';
    const svg = standInPicture(title);
    const lines = textsOf(svg);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(' ')).toBe(title);
    // A card crops the picture to its middle band, a gallery to its middle 4:3: every line stays inside both.
    for (const baseline of baselinesOf(svg)) {
      expect(baseline).toBeGreaterThan(120);
      expect(baseline).toBeLessThan(330);
    }
    // Centred at x 400, each line stays inside the gallery's middle 4:3 (x 100 to 700) with a margin.
    const size = fontSizeOf(svg);
    for (const line of lines) {
      const halfWidth = (line.length * pictureCharacterWidth * size) / 2;
      expect(400 - halfWidth, line).toBeGreaterThanOrEqual(110);
      expect(400 + halfWidth, line).toBeLessThanOrEqual(690);
    }
  });

  it('ends a title too long for three lines with an ellipsis, and escapes markup', () => {
    const lines = textsOf(standInPicture(`<b>${'palabra '.repeat(60)}</b>`));
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    expect(lines[0]?.startsWith('&#60;b&#62;')).toBe(true);
  });
});
