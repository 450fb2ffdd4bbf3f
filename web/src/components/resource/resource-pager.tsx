// Paging of a list: page links, the page size and the total, in the current language.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '../../lib/resources/list-search';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';

interface ResourcePagerProps {
  page: number;
  totalPages: number;
  total: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

export function ResourcePager({ page, totalPages, total, size, onPageChange, onSizeChange }: ResourcePagerProps) {
  const labels = useResourceLabels();
  // The page size beside the total it divides; on a phone the page links take the next row.
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {labels.text('ui.total', { count: total })}
        </Text>
        <Select
          aria-label={labels.text('ui.pageSize')}
          w={90}
          size="xs"
          allowDeselect={false}
          data={PAGE_SIZES.map(String)}
          value={String(size)}
          onChange={(value) => value && onSizeChange(Number(value))}
        />
      </Group>
      {totalPages > 1 && <Pagination size="sm" total={totalPages} value={page} onChange={onPageChange} />}
    </Group>
  );
}
