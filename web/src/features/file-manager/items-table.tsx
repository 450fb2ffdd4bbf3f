// The list view: a row per folder and file with type, size and modification date; the name is the link.
import type { FileManagerItem } from '@api/model';
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../components/scroll-table';
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
  return (
    <ScrollTable minWidth={520}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.size')}</Table.Th>
            <Table.Th>{t('columns.modified')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-selected={search.file === item.id || undefined}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <FileTypeIcon type={item.type} size={28} />
                  <ItemLink item={item} search={search} className={classes.rowLink}>
                    {item.name}
                  </ItemLink>
                </Group>
              </Table.Td>
              <Table.Td>{t(`types.${item.type}`)}</Table.Td>
              <Table.Td>{item.type === 'folder' ? texts.contents(item.contents) : texts.size(item.size)}</Table.Td>
              <Table.Td>{texts.date(item.modifiedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
