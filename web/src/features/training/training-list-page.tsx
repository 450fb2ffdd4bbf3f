// Training space (espacio, espacio/capacitacion): published trainings of the capacitacion module with a
// search box and paging, all kept in the URL. Visitors read them as the guest user. As the product does
// with search errors, a failed query shows an empty list, silently.
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTrainingRequest } from './training-access';
import { TrainingList } from './training-list';
import { trainingPostsQueryOptions } from './training-posts-query';
import { effectiveSearchText, minSearchLength, type TrainingSearch } from './training-search';
import { useSearchText } from './use-search-text';

interface TrainingListPageProps {
  search: TrainingSearch;
  onSearchChange: (search: TrainingSearch) => void;
}

export function TrainingListPage({ search, onSearchChange }: TrainingListPageProps) {
  const { t } = useTranslation('space');
  const request = useTrainingRequest();
  const posts = useQuery({ ...trainingPostsQueryOptions(search, request), placeholderData: keepPreviousData });
  const [text, setText] = useSearchText(search.q, (q) => onSearchChange({ ...search, q, page: undefined }));
  const searchText = effectiveSearchText(search.q);
  const isTooShort = text.trim().length > 0 && text.trim().length < minSearchLength;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('training.title')}</Title>
        <Text c="dimmed" size="lg" mt={4}>
          {t('training.description')}
        </Text>
      </div>
      <TextInput
        type="search"
        label={t('training.search.label')}
        placeholder={t('training.search.placeholder')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        description={isTooShort ? t('training.search.tooShort', { count: minSearchLength }) : undefined}
        maw={520}
      />
      <TrainingList
        page={posts.isError ? undefined : posts.data}
        isLoading={posts.isPending}
        isSettled={!posts.isPending && !posts.isPlaceholderData}
        request={request}
        searchText={searchText}
        onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
      />
    </Stack>
  );
}
