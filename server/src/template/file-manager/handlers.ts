// Handler of the template's file manager (`/api/apps/file-manager`).
import type { HandlerMap } from '../../contract/handler.ts';
import { text } from '../support/records.ts';
import { folderListing } from './listing.ts';

export const fileManagerHandlers: HandlerMap = {
  fileManagerListItems: (ctx) => {
    const { items } = ctx.state.template.fileManager;
    return folderListing(items, text(ctx.query.folderId));
  },
};
