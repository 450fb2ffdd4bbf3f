// The list view: a row per folder and file with type, size and modification date; the name is the link. On a phone,
// a card per item.
import type { FileManagerItem } from '@api/model';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type TableColumn } from '../../components/column-table/column-table';
import classes from './file-manager.module.css';
import type { FileManagerSearch } from './file-manager-search';
import { FileTypeIcon } from './file-type-icon';
import { ItemLink } from './item-link';
import { useItemTexts } from './use-item-texts';

interface ItemsTableProps {
  items: FileManagerItem[];
  search: FileManagerSearch;
}

export function ItemsTable({ items, search }: ItemsTableProps) {
  const { t } = useTranslation('fileManager');
  const texts = useItemTexts();
  const columns: TableColumn<FileManagerItem>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (item) => (
        <Group gap="sm" wrap="nowrap">
          <FileTypeIcon type={item.type} size={28} />
          <ItemLink item={item} search={search} className={classes.rowLink}>
            {item.name}
          </ItemLink>
        </Group>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (item) => t(`types.${item.type}`) },
    {
      key: 'size',
      header: t('columns.size'),
      cell: (item) => (item.type === 'folder' ? texts.contents(item.contents) : texts.size(item.size)),
    },
    { key: 'modified', header: t('columns.modified'), cell: (item) => texts.date(item.modifiedAt) },
  ];
  return (
    <ColumnTable
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      isSelected={(item) => search.file === item.id}
      minWidth={520}
      highlightOnHover
      verticalSpacing="xs"
    />
  );
}
