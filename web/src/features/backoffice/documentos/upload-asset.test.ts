import { describe, expect, it } from 'vitest';
import { assetInputFor, safeFileName, sha256Hex } from './upload-asset';

describe('assetInputFor', () => {
  it('files the upload under the document with a path the /files route serves', () => {
    const input = assetInputFor(
      'a'.repeat(24),
      { name: 'Acta nº 12 (firmada).PDF', type: 'application/pdf', size: 2048 },
      'f'.repeat(64),
    );
    expect(input).toEqual({
      documentId: 'a'.repeat(24),
      name: 'Acta nº 12 (firmada).PDF',
      path: `files/documentos/${'a'.repeat(24)}/Acta-n-12-firmada-.PDF`,
      mimeType: 'application/pdf',
      size: 2048,
      checksum: `sha256:${'f'.repeat(64)}`,
    });
  });

  it('falls back to a generic type when the browser gives none', () => {
    expect(assetInputFor('b'.repeat(24), { name: 'x', type: '', size: 1 }, '0'.repeat(64)).mimeType).toBe(
      'application/octet-stream',
    );
  });
});

describe('safeFileName', () => {
  it('never starts with a symbol and never ends empty', () => {
    expect(safeFileName('¿informe final?.docx')).toBe('informe-final-.docx');
    expect(safeFileName('***')).toBe('archivo');
  });
});

describe('sha256Hex', () => {
  it('hashes the file content', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
