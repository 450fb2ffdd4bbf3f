// A board in the boards list: a link to it with its icon, title, description, members and last activity.
import type { ScrumboardBoardSummary } from '@api/model';
import { Avatar, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiIcon } from '../../components/icons/api-icon';
import { relativeTime } from '../../components/inbox/relative-time';
import { assetUrl } from '../../lib/asset-url';
import classes from './scrumboard.module.css';

export function BoardSummaryCard({ board }: { board: ScrumboardBoardSummary }) {
  const { t, i18n } = useTranslation('scrumboard');
  const members = board.members.flatMap((member) => (member ? [member] : []));
  return (
    <Card
      renderRoot={(props) => <Link to="/apps/scrumboard/$boardUri" params={{ boardUri: board.id }} {...props} />}
      withBorder
      radius="md"
      padding="lg"
      className={classes.boardCard}
    >
      <Stack gap="sm">
        <ThemeIcon variant="light" size={44} radius="xl">
          <ApiIcon name={board.icon ?? undefined} size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {board.title}
        </Title>
        {board.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {board.description}
          </Text>
        )}
        <Group justify="space-between" mt="auto">
          <Avatar.Group spacing="sm" aria-label={t('boards.members', { count: members.length })}>
            {members.slice(0, 4).map((member) => (
              <Avatar
                key={member.id}
                src={assetUrl(member.avatar)}
                name={member.name}
                alt={member.name}
                color="initials"
                size="sm"
                radius="xl"
              />
            ))}
            {members.length > 4 && (
              <Avatar size="sm" radius="xl">
                +{members.length - 4}
              </Avatar>
            )}
          </Avatar.Group>
          {board.lastActivity && (
            <Text size="xs" c="dimmed">
              {t('boards.lastActivity', { when: relativeTime(board.lastActivity, Date.now(), i18n.language) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
