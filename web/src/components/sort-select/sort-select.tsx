// A list's sort where there are no column headers to click (its cards on a phone): the column to sort by, and a
// button that turns the order round. On a phone staff could not sort a list at all.
import { ActionIcon, Group, Select } from '@mantine/core';
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
  const Icon = order === 'asc' ? IconSortAscending : IconSortDescending;
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
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t(order === 'asc' ? 'sort.ascending' : 'sort.descending')}
        disabled={sort === undefined}
        onClick={() => sort && onChange({ sort, order: order === 'asc' ? 'desc' : 'asc' })}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
