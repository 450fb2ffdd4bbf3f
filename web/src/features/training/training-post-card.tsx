// One training in the list: cover picture, title, edition and date, summary, attached files, link to it.
import type { DocumentWithAssets, Post } from '@api/model';
import { Button, Card, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AssetFileLink } from '../../components/publication/asset-file-link';
import { coverOf, splitAssets } from '../../components/publication/asset-files';
import { AssetImage, CoverPlaceholder } from '../../components/publication/asset-image';
import { PublicationHeading } from '../../components/publication/publication-heading';
import classes from './training.module.css';

interface TrainingPostCardProps {
  post: Post;
  assets: readonly DocumentWithAssets[];
}

export function TrainingPostCard({ post, assets }: TrainingPostCardProps) {
  const { t } = useTranslation('space');
  const { files } = splitAssets(assets);
  const cover = coverOf(assets);
  const title = (
    <Link to="/espacio/capacitacion/$postId" params={{ postId: post._id }} className={classes.titleLink}>
      {post.title}
    </Link>
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Card.Section>{cover ? <AssetImage asset={cover} variant="cover" /> : <CoverPlaceholder />}</Card.Section>
      <Stack gap="sm" mt="md" flex={1}>
        <PublicationHeading title={title} edition={post.edition} date={post.dtx_post} order={2} />
        {post.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.summary}
          </Text>
        )}
        {files.length > 0 && (
          <Stack gap={0} mx="calc(var(--mantine-spacing-sm) * -1)">
            {files.map((asset) => (
              <AssetFileLink key={asset._id} asset={asset} />
            ))}
          </Stack>
        )}
      </Stack>
      <Button
        mt="md"
        variant="light"
        rightSection={<IconArrowRight size={16} />}
        renderRoot={(props) => <Link to="/espacio/capacitacion/$postId" params={{ postId: post._id }} {...props} />}
        aria-label={t('training.openPost', { title: post.title })}
      >
        {t('training.open')}
      </Button>
    </Card>
  );
}
