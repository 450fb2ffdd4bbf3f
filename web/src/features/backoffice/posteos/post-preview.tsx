// A post as readers will see it: heading, summary and the body through the boards' sanitiser.
import type { Post } from '@api/model';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicationHeading } from '../../../components/publication/publication-heading';
import { SafeHtml } from '../../../components/publication/safe-html';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';

export function PostPreview({ post }: { post: Post }) {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  return (
    <Stack gap="md">
      <Badge variant="light" w="fit-content">
        {labels.value(post.status, 'posts')} · {labels.value(post.module, 'posts')}
      </Badge>
      <PublicationHeading title={post.title} edition={post.edition} date={post.dtx_post} order={2} />
      {post.summary && <Text c="dimmed">{post.summary}</Text>}
      {post.content ? <SafeHtml html={post.content} /> : <Text c="dimmed">{t('posteos.noContent')}</Text>}
    </Stack>
  );
}
