// The result part of the training list: cards of one page with their assets, the count, and paging; a status
// region says what a search found (ListStatus).
import type { PostPage } from '@api/model';
import type { RequestOptions } from '@http-client';
import { Alert, Center, Group, Pagination, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { usePostsWithAssets } from '../../components/publication/use-publication-assets';
import classes from './training.module.css';
import { TrainingPostCard } from './training-post-card';

interface TrainingListProps {
  page: PostPage | undefined;
  isLoading: boolean;
  /** The page shown answers the search shown: not loading, not the previous search's page kept meanwhile. */
  isSettled: boolean;
  request: RequestOptions | undefined;
  searchText: string | undefined;
  onPageChange: (page: number) => void;
}

export function TrainingList({ isSettled, ...props }: TrainingListProps) {
  const { t } = useTranslation('space');
  const emptyText = props.searchText
    ? t('training.empty.search', { text: props.searchText })
    : t('training.empty.none');
  const found = props.page?.items.length ? t('training.count', { count: props.page.total }) : emptyText;
  return (
    <>
      <ListStatus
        message={isSettled ? found : undefined}
        query={props.searchText}
        page={props.page && { number: props.page.page + 1, count: props.page.totalPages }}
      />
      <TrainingResults {...props} emptyText={emptyText} />
    </>
  );
}

function TrainingResults({
  page,
  isLoading,
  request,
  emptyText,
  onPageChange,
}: Omit<TrainingListProps, 'isSettled'> & { emptyText: string }) {
  const { t } = useTranslation('space');
  // A page's cards come with their files (the page before stays meanwhile), so that none grows under the reader.
  const shown = usePostsWithAssets(page?.items, request);
  const posts = shown?.posts ?? [];

  if ((isLoading && !page) || (page && page.items.length > 0 && !shown)) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={360} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (!page || posts.length === 0) {
    return (
      <Alert variant="light" icon={<IconInfoCircle />} title={t('training.empty.title')}>
        {emptyText}
      </Alert>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('training.count', { count: page.total })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.cards}>
        {posts.map((post) => (
          <TrainingPostCard
            key={post._id}
            post={post}
            assets={post.processcontext ? (shown?.groups.get(post.processcontext.targetId) ?? []) : []}
          />
        ))}
      </SimpleGrid>
      {page.totalPages > 1 && (
        <Center>
          <Group>
            <Pagination total={page.totalPages} value={page.page + 1} onChange={onPageChange} />
          </Group>
        </Center>
      )}
    </>
  );
}
