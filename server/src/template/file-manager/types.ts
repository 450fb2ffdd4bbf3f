// Shapes of the template's read-only file manager.
export type FileManagerItemType = 'folder' | 'PDF' | 'XLS' | 'DOC' | 'TXT' | 'JPG';

export interface FileManagerItem {
  id: string;
  folderId: string | null;
  name: string;
  createdBy: string;
  /** Human-readable text ("14 de marzo de 2025"), not ISO, as in the template. */
  createdAt: string;
  modifiedAt: string;
  size: string;
  type: FileManagerItemType;
  /** For folders, a file-count text; null for files. */
  contents: string | null;
  description: string | null;
  /** Where the file's stand-in is served (`/api/apps/file-manager/files/{id}`); null for folders. */
  url: string | null;
}

export interface FileManagerState {
  items: FileManagerItem[];
}

export interface FolderListing {
  folders: FileManagerItem[];
  files: FileManagerItem[];
  path: FileManagerItem[];
}
