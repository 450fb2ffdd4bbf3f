// One recent post on the welcome screen: title, edition, date and who it is for, opening the post.
import type { Post } from '@api/model';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PublicationHeading } from '../../../components/publication/publication-heading';
import { useResourceWords } from '../../../lib/resources/use-resource-words';
import classes from './welcome.module.css';

export function WelcomePostCard({ post }: { post: Post }) {
  const words = useResourceWords();
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={classes.card}>
      <Stack gap="sm" flex={1}>
        <Group gap="xs">
          <Badge variant="dot" color="indigo" tt="none">
            {words.value(post.module, 'posts')}
          </Badge>
        </Group>
        <PublicationHeading
          title={
            <Link to="/posteos" search={{ post: post._id, tab: 'preview' }} className={classes.titleLink}>
              {post.title}
            </Link>
          }
          edition={post.edition}
          date={post.dtx_post}
          order={2}
        />
        {post.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.summary}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
