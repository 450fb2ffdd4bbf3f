// A list's sort where there are no column headers to click (its cards on a phone): the column to sort by, and its
// order, ascending or descending. On a phone staff could not sort a list at all.
import { Center, Group, SegmentedControl, Select, VisuallyHidden } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
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
  // The last choice of each, until the list shows it: an order chosen right after a field (before the list's next
  // render) turned round the field shown before.
  const chosen = useRef({ sort, order });
  useEffect(() => {
    chosen.current = { sort, order };
  }, [sort, order]);
  const choose = (next: { sort?: string; order?: SortOrder }) => {
    chosen.current = { ...chosen.current, ...next };
    const { sort: field, order: direction } = chosen.current;
    if (field) onChange({ sort: field, order: direction });
  };
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
        onChange={(value) => value && choose({ sort: value })}
        style={{ flex: 1 }}
      />
      {/* Two choices, the one the list is in marked: a button named for the order said the state, not what a
          press would do. */}
      <SegmentedControl
        aria-label={t('sort.order')}
        value={order}
        disabled={sort === undefined}
        onChange={(value) => choose({ order: value === 'desc' ? 'desc' : 'asc' })}
        data={[orderOption('asc', IconSortAscending), orderOption('desc', IconSortDescending)]}
      />
    </Group>
  );
}
