// Handlers of the template's file manager (`/api/apps/file-manager`): folder listing and file content.
import { typedHandlers } from '../contract-types.ts';
import { notFoundError } from '../records/list.ts';
import { fileContent } from './file-content.ts';
import { folderListing } from './listing.ts';

export const fileManagerHandlers = typedHandlers({
  fileManagerListItems: (ctx) => {
    const { items } = ctx.state.template.fileManager;
    return folderListing(items, ctx.query.folderId);
  },
  fileManagerGetFile: (ctx) => {
    const { id } = ctx.params;
    const item = ctx.state.template.fileManager.items.find((candidate) => candidate.id === id);
    if (item === undefined || item.type === 'folder') throw notFoundError('File', id, 'id');
    return fileContent(item);
  },
});
