// Page links under a list, when there is more than one page; pages are one-based in the URL.
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultCount } from '../../../components/result-count';

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
      <ResultCount size="sm" c="dimmed">
        {t('common.total', { count: total })}
      </ResultCount>
      {totalPages > 1 && <Pagination total={totalPages} value={page} onChange={onPage} size="sm" />}
    </Group>
  );
}
