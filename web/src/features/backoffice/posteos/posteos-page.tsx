// Posts (posteos): the publications of every module; write them in a rich-text editor whose output is
// what the boards and trainings render, preview them, publish them.
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PaneBody, TwoPane } from '../../../components/two-pane/two-pane';
import { ScreenHeader } from '../shared/screen-header';
import { PostPanel } from './post-panel';
import { PostsList } from './posts-list';

const route = getRouteApi('/backoffice/posteos');

export function PosteosPage() {
  const { t } = useTranslation('backoffice');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <TwoPane
      header={
        <ScreenHeader title={t('posteos.title')} description={t('posteos.description')}>
          <Button
            leftSection={<IconPlus size={16} />}
            renderRoot={(props) => <Link to="/posteos" search={{ post: 'new' }} {...props} />}
          >
            {t('posteos.new')}
          </Button>
        </ScreenHeader>
      }
      hasSelection={search.post !== undefined}
      onBack={() => void navigate({ search: (prev) => ({ ...prev, post: undefined, tab: undefined }) })}
      backLabel={t('common.back')}
      list={<PostsList />}
      detail={
        search.post && (
          <PaneBody>
            <PostPanel
              key={search.post}
              postId={search.post}
              tab={search.tab ?? 'edit'}
              onTab={(tab) => void navigate({ search: (prev) => ({ ...prev, tab }), replace: true })}
              onCreated={(post) => void navigate({ search: (prev) => ({ ...prev, post, tab: 'preview' }) })}
            />
          </PaneBody>
        )
      }
      empty={
        <Text c="dimmed" ta="center" py="xl">
          {t('posteos.pick')}
        </Text>
      }
    />
  );
}
