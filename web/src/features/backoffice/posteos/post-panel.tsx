// The open post: edit it or see it as readers will; "new" opens an empty editor.
import { getGetPostQueryKey, getGetPostQueryOptions, useGetPost } from '@api/endpoints/node-posts/node-posts';
import { Box, Group, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FullRecordLink } from '../../../components/resource/full-record-link';
import { QueryState } from '../shared/query-state';
import { PostForm } from './post-form';
import { PostPreview } from './post-preview';
import { postChanges, postInput } from './post-values';
import { usePostWrites } from './use-post-writes';

interface PostPanelProps {
  postId: string;
  tab: 'edit' | 'preview';
  onTab: (tab: 'edit' | 'preview') => void;
  onCreated: (id: string) => void;
}

export function PostPanel({ postId, tab, onTab, onCreated }: PostPanelProps) {
  const { t } = useTranslation('backoffice');
  const isNew = postId === 'new';
  const post = useGetPost(postId, { query: { queryKey: getGetPostQueryKey(postId), enabled: !isNew } });
  const writes = usePostWrites();
  const queryClient = useQueryClient();
  if (isNew) {
    return (
      <Box p="lg">
        <Title order={2} fz="h3" mb="md">
          {t('posteos.new')}
        </Title>
        <PostForm
          post={undefined}
          isPending={writes.isPending}
          onSave={(values) => writes.create.mutateAsync({ data: postInput(values) })}
          readCurrent={undefined}
          onSaved={(created) => onCreated(created._id)}
        />
      </Box>
    );
  }
  return (
    <Box p="lg">
      <QueryState result={post}>
        {post.data && (
          <Tabs value={tab} onChange={(value) => onTab(value === 'preview' ? 'preview' : 'edit')}>
            <Group justify="space-between" align="flex-end" mb="md" gap="xs">
              <Tabs.List>
                <Tabs.Tab value="edit">{t('posteos.edit')}</Tabs.Tab>
                <Tabs.Tab value="preview">{t('posteos.preview')}</Tabs.Tab>
              </Tabs.List>
              <FullRecordLink collection="posts" id={post.data._id} />
            </Group>
            <Tabs.Panel value="edit">
              {/* One editor a post: read again (a colleague's newer version), it keeps what is being typed. */}
              <PostForm
                key={post.data._id}
                post={post.data}
                isPending={writes.isPending}
                onSave={(values, version) =>
                  writes.update.mutateAsync({ id: postId, data: postChanges(values), version })
                }
                readCurrent={() => queryClient.fetchQuery({ ...getGetPostQueryOptions(postId), staleTime: 0 })}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview">
              <PostPreview post={post.data} />
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
    </Box>
  );
}
