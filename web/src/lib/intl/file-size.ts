// File sizes as people read them, in the interface language: "2,7 MB" in Spanish, "385.5 kB" in English, the
// number and its unit never split across lines (Intl separates them with a plain space, which a narrow tile
// broke). Units of 1000 bytes, as file managers and the template's own sizes count them.
import { numberFormat } from './formatters';

const noBreakSpace = '\u00a0';
const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export function formatFileSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const parts = numberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).formatToParts(value);
  return parts.map((part) => (part.type === 'literal' ? part.value.replace(/\s/g, noBreakSpace) : part.value)).join('');
}

const sizeText = /^(\d+(?:\.\d+)?)\s*(B|kB|KB|MB|GB|TB)$/;
const unitBytes: Record<string, number> = { B: 1, kB: 1e3, KB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12 };

/** The bytes of a size the API gives as text, as the template writes it ("82.1 MB"); undefined for any other text. */
export function readFileSize(text: string): number | undefined {
  const match = sizeText.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * (unitBytes[match[2] ?? ''] ?? 1);
}

/** A size given as text, in the interface language ("82,1 MB" in Spanish); text of another form as it is. */
export function formatFileSizeText(text: string, language: string): string {
  const bytes = readFileSize(text);
  return bytes === undefined ? text : formatFileSize(bytes, language);
}
