// One board of the viewer: its title, edition and date text, then its assets.
import type { DocumentWithAssets, Post } from '@api/model';
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { PublicationAssets } from '../../components/publication/publication-assets';
import { PublicationHeading } from '../../components/publication/publication-heading';

interface BoardCardProps {
  board: Post;
  assets: readonly DocumentWithAssets[];
  areAssetsPending: boolean;
}

export function BoardCard({ board, assets, areAssetsPending }: BoardCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Stack gap="md">
        <PublicationHeading title={board.title} edition={board.edition} date={board.dtx_post} order={2} />
        {board.summary && (
          <Text size="sm" c="dimmed">
            {board.summary}
          </Text>
        )}
        {areAssetsPending ? <Skeleton h={96} radius="md" /> : <PublicationAssets entries={assets} showsEmpty />}
      </Stack>
    </Card>
  );
}
