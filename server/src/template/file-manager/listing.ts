// One folder's view: its sub-folders and files, each sorted by name, and the breadcrumb path.
import { notFoundError } from '../records/list.ts';
import type { FileManagerItem, FolderListing } from './types.ts';

const byName = (a: FileManagerItem, b: FileManagerItem): number => a.name.localeCompare(b.name);

/**
 * `folderId` null (or the text 'null' Angular sends for a null param, or empty) means the root.
 * An id that is not a folder answers 404 (the template answered `path: [null]` and empty lists).
 */
export function folderListing(items: readonly FileManagerItem[], requested: string | undefined): FolderListing {
  const folderId = requested === undefined || requested === '' || requested === 'null' ? null : requested;
  const path: FileManagerItem[] = [];
  if (folderId !== null) {
    let current = items.find((item) => item.id === folderId && item.type === 'folder');
    if (current === undefined) throw notFoundError('Folder', folderId, 'folderId');
    while (current !== undefined) {
      path.unshift(current);
      const parentId: string | null = current.folderId;
      current = parentId === null ? undefined : items.find((item) => item.id === parentId);
    }
  }
  const children = items.filter((item) => item.folderId === folderId);
  return {
    folders: children.filter((item) => item.type === 'folder').sort(byName),
    files: children.filter((item) => item.type !== 'folder').sort(byName),
    path,
  };
}
