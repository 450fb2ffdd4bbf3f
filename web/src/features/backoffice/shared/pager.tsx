// Page links under a list, when there is more than one page; pages are one-based in the URL.
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, totalPages, total, onPage }: PagerProps) {
  const { t } = useTranslation('backoffice');
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {t('common.total', { count: total })}
      </Text>
      {totalPages > 1 && <Pagination total={totalPages} value={page} onChange={onPage} size="sm" />}
    </Group>
  );
}
