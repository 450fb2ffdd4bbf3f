// Back-office welcome: a greeting, the latest published posts as cards, each opening the post, the sign-ups waiting for
// an administrator of the users, and the person's open tasks.
import { useSearchPosts } from '@api/endpoints/node-posts/node-posts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsCondition } from '../../../components/navigation/filter-navigation';
import { LoadingState } from '../../../components/screen-states/screen-states';
import { useSessionPerson, useSessionUser } from '../../../lib/auth/use-session-user';
import { QueryState } from '../shared/query-state';
import { latestPostsParams } from './latest-posts-query';
import { WelcomePostCard } from './welcome-post-card';

// The tasks' table is the generic one, with the contract's description of tasks (a large chunk). Above the posts and
// loaded with the screen, it put that chunk before the largest paint (Lighthouse's staff home: 7.33 s, against 4.74 s
// without it) and pushed the posts down as it came in (layout shift 0.387). It comes after them, once they are shown:
// with the posts in but their cards still waiting for their words, it stood under the cards' short wait and the cards
// pushed it off the screen as they came (Lighthouse's staff home: layout shift 0.27-0.40).
/** Who activates staff sign-ups: the users screen's holders (its menu entry's condition). */
const USERS_ADMIN = 'usuarios:admin';

const PendingSignUpsNotice = lazy(() =>
  import('../users/pending-sign-ups-notice').then((module) => ({ default: module.PendingSignUpsNotice })),
);
const MyTasks = lazy(() => import('./my-tasks').then((module) => ({ default: module.MyTasks })));

export function WelcomeHomePage() {
  const { t } = useTranslation('welcome');
  const user = useSessionUser('admin');
  const person = useSessionPerson(user);
  const posts = useSearchPosts(latestPostsParams);
  const items = posts.data?.items ?? [];
  const [cardsShown, setCardsShown] = useState(false);
  // What stands under the posts comes once they are on the screen (or there is none to show).
  const postsShown = posts.isError || (posts.isSuccess && (items.length === 0 || cardsShown));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{person ? t('home.greeting', { name: person.firstName }) : t('home.title')}</Title>
        <Text c="dimmed" size="lg">
          {t('home.description')}
        </Text>
      </div>
      <Title order={2} fz="h3">
        {t('home.latest')}
      </Title>
      <QueryState result={posts} isEmpty={items.length === 0} emptyText={t('home.empty')}>
        {/* The cards say the records' words, which the first paint does not wait for
            (routes/first-screen-translations.ts): posts that come before them wait here, under the same words as the
            posts' own wait. */}
        <Suspense fallback={<LoadingState />}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {items.map((post) => (
              <WelcomePostCard key={post._id} post={post} />
            ))}
          </SimpleGrid>
          <WhenShown onShown={setCardsShown} />
        </Suspense>
      </QueryState>
      {/* After the posts, as the tasks are: for an administrator of the users, the sign-ups waiting for them. */}
      {user && postsShown && holdsCondition(USERS_ADMIN, user.moduleroles) && (
        <Suspense fallback={null}>
          <PendingSignUpsNotice />
        </Suspense>
      )}
      {user && postsShown && (
        <Suspense fallback={<LoadingState size="inline" />}>
          <MyTasks userId={user._id} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Says when the Suspense boundary it stands in shows its content (it mounts with it). */
function WhenShown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}
