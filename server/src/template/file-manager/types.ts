// Shapes of the template's read-only file manager, from the contract.
import type { Schema } from '../../contract/operation-types.ts';

export type FileManagerItem = Schema<'FileManagerItem'>;
export type FileManagerItemType = FileManagerItem['type'];
export type FolderListing = Schema<'FileManagerListing'>;

export interface FileManagerState {
  items: FileManagerItem[];
}
