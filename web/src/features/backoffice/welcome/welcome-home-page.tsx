// Back-office welcome: a greeting, the person's open tasks, and the latest published posts as cards, each opening the
// post.
import { useSearchPosts } from '@api/endpoints/node-posts/node-posts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/screen-states/screen-states';
import { useSessionPerson, useSessionUser } from '../../../lib/auth/use-session-user';
import { QueryState } from '../shared/query-state';
import { latestPostsParams } from './latest-posts-query';
import { WelcomePostCard } from './welcome-post-card';

// The tasks' table is the generic one, with the contract's description of tasks: it loads after the greeting, which
// is the screen's first paint.
const MyTasks = lazy(() => import('./my-tasks').then((module) => ({ default: module.MyTasks })));

export function WelcomeHomePage() {
  const { t } = useTranslation('welcome');
  const user = useSessionUser('admin');
  const person = useSessionPerson(user);
  const posts = useSearchPosts(latestPostsParams);
  const items = posts.data?.items ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{person ? t('home.greeting', { name: person.firstName }) : t('home.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('home.description')}
        </Text>
      </div>
      {user && (
        <Suspense fallback={<LoadingState size="inline" />}>
          <MyTasks userId={user._id} />
        </Suspense>
      )}
      <Title order={2} fz="h3">
        {t('home.latest')}
      </Title>
      <QueryState result={posts} isEmpty={items.length === 0} emptyText={t('home.empty')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {items.map((post) => (
            <WelcomePostCard key={post._id} post={post} />
          ))}
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}
