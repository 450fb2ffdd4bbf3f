// What following an item does: a folder opens it, a file opens its details (?file=).
import type { FileManagerItem } from '@api/model';
import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef } from 'react';
import type { FileManagerSearch } from './file-manager-search';

interface ItemLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  item: FileManagerItem;
  search: FileManagerSearch;
}

export function ItemLink({ item, search, ...props }: ItemLinkProps) {
  if (item.type === 'folder') {
    return (
      <Link
        to="/apps/file-manager/$folderId"
        params={{ folderId: item.id }}
        search={{ view: search.view }}
        {...props}
      />
    );
  }
  return <Link to="." search={{ ...search, file: item.id }} {...props} />;
}
