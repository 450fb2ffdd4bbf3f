// One training (espacio/capacitacion/{postId}): heading, summary, body and the course material. Only
// published trainings are shown here; any other post answers "not found".
import { Alert, Anchor, Breadcrumbs, Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { PublicationAssets } from '../../components/publication/publication-assets';
import { PublicationHeading } from '../../components/publication/publication-heading';
import { SafeHtml } from '../../components/publication/safe-html';
import { usePublicationAssets } from '../../components/publication/use-publication-assets';
import { useRecordTitle } from '../../components/shell/record-title';
import { hasFailedToLoad } from '../../lib/is-not-found';
import classes from './training.module.css';
import { useTrainingRequest } from './training-access';
import { isPublishedTraining, trainingPostQueryOptions } from './training-posts-query';

export function TrainingPostPage({ postId }: { postId: string }) {
  const { t } = useTranslation('space');
  const request = useTrainingRequest();
  const query = useQuery(trainingPostQueryOptions(postId, request));
  const { data: post, isPending, error } = query;
  const isTraining = post !== undefined && isPublishedTraining(post);
  useRecordTitle(isTraining ? post.title : undefined, isPending && !error);
  const targetIds = isTraining && post.processcontext ? [post.processcontext.targetId] : [];
  const { groups, isPending: areAssetsPending } = usePublicationAssets(targetIds, request);

  const breadcrumbs = (
    <Breadcrumbs className={classes.breadcrumbs}>
      <Anchor renderRoot={(props) => <Link to="/espacio/capacitacion" {...props} />} size="sm">
        {t('training.title')}
      </Anchor>
      {isTraining && (
        <Text size="sm" c="dimmed">
          {post.title}
        </Text>
      )}
    </Breadcrumbs>
  );

  if (isPending && !error) {
    return (
      <Stack gap="md">
        {breadcrumbs}
        <Skeleton h={40} w="70%" />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (hasFailedToLoad(query)) {
    return (
      <Stack gap="md">
        {breadcrumbs}
        <LoadFailed title={t('training.post.loadFailed')} query={query} />
      </Stack>
    );
  }
  if (!isTraining) {
    return (
      <Stack gap="md">
        {breadcrumbs}
        <Title order={1}>{t('training.post.notFound.title')}</Title>
        <Alert variant="light" icon={<IconInfoCircle />}>
          {t('training.post.notFound.message')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" component="article">
      {breadcrumbs}
      <PublicationHeading title={post.title} edition={post.edition} date={post.dtx_post} order={1} />
      {post.summary && !post.content?.includes(post.summary) && (
        <Text size="lg" c="dimmed">
          {post.summary}
        </Text>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {post.content ? <SafeHtml html={post.content} /> : <Text c="dimmed">{t('training.post.noContent')}</Text>}
      </Paper>
      <Divider />
      <Title order={2} size="h3">
        {t('training.post.material')}
      </Title>
      {areAssetsPending ? (
        <Skeleton h={80} />
      ) : (
        <PublicationAssets entries={groups.get(targetIds[0] ?? '') ?? []} showsEmpty />
      )}
    </Stack>
  );
}
