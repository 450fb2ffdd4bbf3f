// What an uploaded file becomes: an Asset record of the document. The mock keeps no bytes; the record
// carries the file's name, type, size and SHA-256, and its path under /files/documentos/<document>/
// is where the server answers a stand-in of the file (seed 001; files are served by path).
import type { AssetInput } from '@api/model';

const mimePattern = /^[a-z]+\/[a-z0-9.+-]+$/;

/** A file name the /files route accepts: ASCII letters, digits, dots, dashes and underscores. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(-120);
  return cleaned === '' ? 'archivo' : cleaned;
}

export function assetInputFor(
  documentId: string,
  file: { name: string; type: string; size: number },
  sha256: string,
): AssetInput {
  const mimeType = file.type.toLowerCase();
  return {
    documentId,
    name: file.name.slice(0, 200),
    path: `files/documentos/${documentId}/${safeFileName(file.name)}`,
    mimeType: mimePattern.test(mimeType) ? mimeType : 'application/octet-stream',
    size: file.size,
    checksum: `sha256:${sha256}`,
  };
}

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
