// A list's sort where there are no column headers to click (its cards on a phone): the column to sort by, and its
// order, ascending or descending. On a phone staff could not sort a list at all.
import { Center, Group, SegmentedControl, Select, VisuallyHidden } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../lib/table-sort';

interface SortSelectProps {
  options: readonly { value: string; label: string }[];
  sort: string | undefined;
  order: SortOrder;
  onChange: (next: { sort: string; order: SortOrder }) => void;
}

export function SortSelect({ options, sort, order, onChange }: SortSelectProps) {
  const { t } = useTranslation('common');
  const orderOption = (value: SortOrder, Icon: typeof IconSortAscending) => ({
    value,
    label: (
      <Center>
        <Icon size={18} aria-hidden />
        <VisuallyHidden>{t(value === 'asc' ? 'sort.ascending' : 'sort.descending')}</VisuallyHidden>
      </Center>
    ),
  });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('sort.by')}
        data={options}
        value={sort ?? null}
        placeholder={t('sort.initial')}
        allowDeselect={false}
        onChange={(value) => value && onChange({ sort: value, order })}
        style={{ flex: 1 }}
      />
      {/* Two choices, the one the list is in marked: a button named for the order said the state, not what a
          press would do. */}
      <SegmentedControl
        aria-label={t('sort.order')}
        value={order}
        disabled={sort === undefined}
        onChange={(value) => sort && onChange({ sort, order: value === 'desc' ? 'desc' : 'asc' })}
        data={[orderOption('asc', IconSortAscending), orderOption('desc', IconSortDescending)]}
      />
    </Group>
  );
}
