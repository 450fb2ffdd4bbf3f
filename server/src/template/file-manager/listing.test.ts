// Unit tests of the folder listing (path depth, name order, 404).
import { describe, expect, it } from 'vitest';
import { folderListing } from './listing.ts';
import type { FileManagerItem } from './types.ts';

const item = (id: string, folderId: string | null, name: string, type: FileManagerItem['type']): FileManagerItem => ({
  id,
  folderId,
  name,
  createdBy: 'Ana',
  createdAt: '1 de enero de 2025',
  modifiedAt: '1 de enero de 2025',
  size: '1.0 MB',
  type,
  contents: null,
  description: null,
  url: null,
});

const items = [
  item('f1', null, 'Zeta', 'folder'),
  item('f2', 'f1', 'Beta', 'folder'),
  item('f3', 'f2', 'Alfa', 'folder'),
  item('d1', 'f3', 'b.pdf', 'PDF'),
  item('d2', 'f3', 'Á.txt', 'TXT'),
];

describe('folderListing', () => {
  it('builds the path from the topmost ancestor down, through any depth', () => {
    expect(folderListing(items, 'f3').path.map((folder) => folder.id)).toEqual(['f1', 'f2', 'f3']);
  });

  it('sorts files by name with localeCompare (accents next to their letter)', () => {
    expect(folderListing(items, 'f3').files.map((file) => file.name)).toEqual(['Á.txt', 'b.pdf']);
  });

  it('throws a 404 naming folderId for a file id', () => {
    expect(() => folderListing(items, 'd1')).toThrowError(
      expect.objectContaining({ statusCode: 404, field: 'folderId' }),
    );
  });
});
