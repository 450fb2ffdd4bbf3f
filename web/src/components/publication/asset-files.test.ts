import type { Asset, DocumentWithAssets } from '@api/model';
import { describe, expect, it } from 'vitest';
import { assetFileName, assetKind, coverUrls, groupByTarget, splitAssets, targetIdsOf } from './asset-files';

const asset = (id: string, path: string, mimeType: string): Asset => ({
  _id: id,
  documentId: 'doc',
  name: id,
  path,
  mimeType,
});
const entry = (targetId: string, assets: Asset[]): DocumentWithAssets => ({
  document: {
    _id: `doc-${targetId}-${assets.length}`,
    title: 'Acta',
    type: 'acta',
    targetId,
    status: 'published',
  } as DocumentWithAssets['document'],
  assets,
});

describe('assetKind', () => {
  it('goes by the MIME type, then by the file extension', () => {
    expect(assetKind({ mimeType: 'image/png', path: 'x' })).toBe('image');
    expect(assetKind({ mimeType: 'application/pdf', path: 'x' })).toBe('pdf');
    expect(
      assetKind({ mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', path: 'x' }),
    ).toBe('spreadsheet');
    expect(assetKind({ mimeType: 'application/octet-stream', path: 'files/portada.JPG' })).toBe('image');
    expect(assetKind({ mimeType: 'application/octet-stream', path: 'files/informe.pdf' })).toBe('pdf');
    expect(assetKind({ mimeType: 'application/zip', path: 'files/datos.zip' })).toBe('other');
  });
});

describe('assetFileName', () => {
  it('is the last part of the path', () => {
    expect(assetFileName('files/tablero/2026/acta-comision-12.pdf')).toBe('acta-comision-12.pdf');
  });
});

describe('groupByTarget and splitAssets', () => {
  const found = [
    entry('t1', [asset('pdf', 'a.pdf', 'application/pdf')]),
    entry('t2', [asset('png', 'b.png', 'image/png')]),
    entry('t1', [asset('jpg', 'c.jpg', 'image/jpeg'), asset('xlsx', 'd.xlsx', 'application/vnd.ms-excel')]),
  ];

  it('groups documents by the post target id, in the order given', () => {
    const groups = groupByTarget(found);
    expect([...groups.keys()]).toEqual(['t1', 't2']);
    expect(groups.get('t1')).toHaveLength(2);
  });

  it('puts images apart from the files to open or download', () => {
    const { images, files } = splitAssets(groupByTarget(found).get('t1') ?? []);
    expect(images.map((item) => item._id)).toEqual(['jpg']);
    expect(files.map((item) => item._id)).toEqual(['pdf', 'xlsx']);
  });

  it("takes each post's first image as its cover, and nothing for a post without images", () => {
    const withoutImages = entry('t3', [asset('doc', 'e.pdf', 'application/pdf')]);
    const second = entry('t2', [asset('gif', 'f.gif', 'image/gif')]);
    expect(coverUrls([...found, withoutImages, second])).toEqual(['/c.jpg', '/b.png']);
  });
});

describe('targetIdsOf', () => {
  it('lists each target id once and skips posts without a process context', () => {
    expect(
      targetIdsOf([
        { processcontext: { targetId: 'a' } },
        {},
        { processcontext: { targetId: 'b' } },
        { processcontext: { targetId: 'a' } },
      ]),
    ).toEqual(['a', 'b']);
  });
});
