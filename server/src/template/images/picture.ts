// Placeholders for every other picture (card covers, product photos, chat media, mail attachment
// previews): an SVG of the size the file name states (`NN-640x480.jpg`): a picture's outline, which still reads as
// one in a 36 px thumbnail, over the file's name, which says which picture it stands for where there is room.
import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PALETTE = ['#e7ecf8', '#e6f4ea', '#fdf0e1', '#f3e8fd', '#e3f2fd', '#fce4ec'];

/** Width and height from a `WIDTHxHEIGHT` part of the name (bounded), else 640x480. */
export function pictureSize(fileName: string): [number, number] {
  const match = /(\d{2,4})x(\d{2,4})/.exec(fileName);
  const bound = (value: string | undefined) => Math.min(2000, Math.max(16, Number(value)));
  return match === null ? [640, 480] : [bound(match[1]), bound(match[2])];
}

/** A coordinate to the hundredth: enough for any size, and no long decimals in the SVG. */
const round = (value: number) => Math.round(value * 100) / 100;

export function pictureSvg(fileName: string): string {
  const [width, height] = pictureSize(fileName);
  const label = fileName.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
  const shade = PALETTE[(createHash('sha1').update(fileName).digest()[0] ?? 0) % PALETTE.length] ?? '#e7ecf8';
  const fontSize = Math.max(
    10,
    Math.min(Math.round(height / 12), Math.floor((width * 1.6) / Math.max(label.length, 1))),
  );
  // The outline: a framed landscape (a sun and a hill) drawn on a 24-unit grid, scaled to half the shorter side.
  const glyph = Math.min(width, height) / 2;
  const glyphTop = height / 2 - glyph / 2 - fontSize * 0.8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${shade}"/>`,
    `<g transform="translate(${round((width - glyph) / 2)} ${round(glyphTop)}) scale(${round(glyph / 24)})" fill="none" stroke="#495057" stroke-opacity="0.6" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">`,
    '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="8.5" cy="9.5" r="1.5"/><path d="M21 15l-5-5L5 20"/>',
    '</g>',
    `<text x="50%" y="${round(glyphTop + glyph + fontSize * 1.2)}" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#495057">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
