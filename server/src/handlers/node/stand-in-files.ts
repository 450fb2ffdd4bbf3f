// Generated stand-ins for asset files, since the mock stores no real ones: an SVG picture
// and a one-page PDF, each naming the asset.
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function standInPicture(title: string): string {
  // Shrink long names so they fit the 752-pixel frame (about 0.55 em per character).
  const fontSize = Math.max(12, Math.min(28, Math.floor(1300 / Math.max(title.length, 1))));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">',
    '<rect width="800" height="450" fill="#e7ecf8"/>',
    '<rect x="24" y="24" width="752" height="402" fill="none" stroke="#4c6ef5" stroke-width="4" rx="16"/>',
    `<text x="400" y="235" font-family="sans-serif" font-size="${fontSize}" fill="#364fc7" text-anchor="middle">${escapeXml(title)}</text>`,
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
