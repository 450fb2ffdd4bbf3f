// The grid view: a tile per folder and file (icon, name, contents or size).
import type { FileManagerItem } from '@api/model';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './file-manager.module.css';
import type { FileManagerSearch } from './file-manager-search';
import { FileTypeIcon } from './file-type-icon';
import { ItemLink } from './item-link';
import { useItemTexts } from './use-item-texts';

interface ItemsGridProps {
  items: FileManagerItem[];
  search: FileManagerSearch;
}

export function ItemsGrid({ items, search }: ItemsGridProps) {
  const { t } = useTranslation('fileManager');
  const texts = useItemTexts();
  return (
    // As many tiles as the content area holds at 12rem each, two at least (not the viewport's breakpoints, which
    // gave six tiles of 150 px beside the side panel), and names of up to four lines: a file manager is read by
    // its names.
    <SimpleGrid minColWidth="min(12rem, calc(50% - var(--mantine-spacing-md) / 2))" spacing="md">
      {items.map((item) => (
        <Card
          key={item.id}
          withBorder
          radius="md"
          padding="md"
          className={classes.tile}
          data-selected={search.file === item.id || undefined}
          renderRoot={(props) => <ItemLink item={item} search={search} {...props} />}
        >
          <Stack align="center" gap="xs">
            <FileTypeIcon type={item.type} size={56} />
            <Text size="sm" fw={500} className={classes.name} lineClamp={4}>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {item.type === 'folder'
                ? texts.contents(item.contents)
                : `${t(`types.${item.type}`)} · ${texts.size(item.size)}`}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
