// Handler of the template's file manager (`/api/apps/file-manager`).
import { typedHandlers } from '../contract-types.ts';
import { text } from '../support/records.ts';
import { folderListing } from './listing.ts';

export const fileManagerHandlers = typedHandlers({
  fileManagerListItems: (ctx) => {
    const { items } = ctx.state.template.fileManager;
    return folderListing(items, text(ctx.query.folderId));
  },
});
