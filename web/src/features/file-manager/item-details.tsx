// The details drawer (?file=): type, size, author, dates, contents and description of a file or folder;
// a folder can be opened from it, a file previewed and downloaded.
import type { FileManagerItem } from '@api/model';
import { Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FilePreview } from './file-preview';
import { FileTypeIcon } from './file-type-icon';
import { useItemTexts } from './use-item-texts';

interface ItemDetailsProps {
  item: FileManagerItem | undefined;
  onClose: () => void;
}

export function ItemDetails({ item, onClose }: ItemDetailsProps) {
  const { t } = useTranslation('fileManager');
  const texts = useItemTexts();
  const rows: [string, string | null][] = item
    ? [
        [t('details.type'), t(`types.${item.type}`)],
        [t('details.size'), texts.size(item.size)],
        [t('details.createdBy'), item.createdBy],
        [t('details.created'), texts.date(item.createdAt)],
        [t('details.modified'), texts.date(item.modifiedAt)],
        [t('details.contents'), texts.contents(item.contents)],
        [t('details.description'), item.description],
      ]
    : [];
  return (
    <Drawer
      opened={item !== undefined}
      onClose={onClose}
      position="right"
      title={t('details.title')}
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {item && (
        <Stack>
          <Group wrap="nowrap">
            <FileTypeIcon type={item.type} size={56} />
            <Title order={2} size="h4">
              {item.name}
            </Title>
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={130}>{label}</Table.Th>
                    <Table.Td>
                      <Text size="sm">{value}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
          {item.url !== null && <FilePreview item={item} url={item.url} />}
          {item.type === 'folder' && (
            <Button
              leftSection={<IconFolderOpen size={16} />}
              renderRoot={(props) => (
                <Link to="/apps/file-manager/$folderId" params={{ folderId: item.id }} {...props} />
              )}
            >
              {t('details.open')}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
