// Generated stand-ins for asset files, since the mock stores no real ones: an SVG picture
// and a one-page PDF, each naming the asset.
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Words of `text` in lines of at most `width` characters (a longer word stands alone). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

// The picture is 800 by 450, and screens crop it: a card to a wide band of its middle (8:3), a gallery to its
// middle 4:3 (600 pixels wide). The title sits in what both keep, in up to three lines at the largest size
// that fits 560 pixels (bold sans, about 0.6 em per character), with nothing at the edges for a crop to cut.
const pictureTextWidth = 560;
export const pictureCharacterWidth = 0.6;
const pictureSizes = [40, 34, 28, 24];
const maxLines = 3;

export function standInPicture(title: string): string {
  const fit = (size: number) => wrapWords(title, Math.floor(pictureTextWidth / (pictureCharacterWidth * size)));
  const size = pictureSizes.find((candidate) => fit(candidate).length <= maxLines) ?? (pictureSizes.at(-1) as number);
  const wrapped = fit(size);
  const lines = wrapped.length > maxLines ? [...wrapped.slice(0, maxLines - 1), `${wrapped[maxLines - 1]}…`] : wrapped;
  const lineHeight = Math.round(size * 1.25);
  const firstBaseline = 225 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const text = lines
    .map(
      (line, index) =>
        `<text x="400" y="${Math.round(firstBaseline + index * lineHeight)}" font-family="sans-serif" font-size="${size}" font-weight="600" fill="#364fc7" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#edf2ff"/><stop offset="1" stop-color="#d0dbff"/></linearGradient></defs>',
    '<rect width="800" height="450" fill="url(#g)"/>',
    text,
    '</svg>',
  ].join('');
}

/** A valid single-page PDF (Helvetica, WinAnsi text) with the title and a note line. */
export function standInPdf(title: string, note: string): Buffer {
  const text = (value: string) => value.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 18 Tf 56 770 Td (${text(title)}) Tj 0 -28 Td /F1 11 Tf (${text(note)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
