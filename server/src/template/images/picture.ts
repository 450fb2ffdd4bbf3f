// Placeholders for every other picture (card covers, product photos, chat media, mail attachment
// previews): an SVG of the size the file name states (`NN-640x480.jpg`), labelled with the name.
import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PALETTE = ['#e7ecf8', '#e6f4ea', '#fdf0e1', '#f3e8fd', '#e3f2fd', '#fce4ec'];

/** Width and height from a `WIDTHxHEIGHT` part of the name (bounded), else 640x480. */
export function pictureSize(fileName: string): [number, number] {
  const match = /(\d{2,4})x(\d{2,4})/.exec(fileName);
  const bound = (value: string | undefined) => Math.min(2000, Math.max(16, Number(value)));
  return match === null ? [640, 480] : [bound(match[1]), bound(match[2])];
}

export function pictureSvg(fileName: string): string {
  const [width, height] = pictureSize(fileName);
  const label = fileName.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
  const shade = PALETTE[(createHash('sha1').update(fileName).digest()[0] ?? 0) % PALETTE.length] ?? '#e7ecf8';
  const fontSize = Math.max(
    10,
    Math.min(Math.round(height / 10), Math.floor((width * 1.6) / Math.max(label.length, 1))),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${shade}"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#495057">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
