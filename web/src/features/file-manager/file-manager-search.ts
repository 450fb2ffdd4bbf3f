// The file manager's URL state: the item whose details are open, and the list view instead of the grid.
export interface FileManagerSearch {
  file?: string;
  view?: 'list';
}

export function validateFileManagerSearch(search: Record<string, unknown>): FileManagerSearch {
  const result: FileManagerSearch = {};
  if (typeof search.file === 'string' && search.file !== '') result.file = search.file;
  if (search.view === 'list') result.view = 'list';
  return result;
}
