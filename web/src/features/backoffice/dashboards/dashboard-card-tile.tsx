// One dashboard card: its icon, title and description, the whole tile opening the module's screen.
import type { DashboardCard } from '@api/model';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ApiIcon } from '../../../components/icons/api-icon';
import classes from './dashboards.module.css';

export function DashboardCardTile({ card, path }: { card: DashboardCard; path: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={48} radius="md">
          <ApiIcon name={card.icon} size={28} fallbackText={card.title} />
        </ThemeIcon>
        <div className={classes.text}>
          <Link to={path} className={classes.link}>
            <Text fw={700} size="lg">
              {card.title}
            </Text>
          </Link>
          {card.description && (
            <Text size="sm" c="dimmed" mt={4}>
              {card.description}
            </Text>
          )}
        </div>
        <IconArrowRight size={18} className={classes.arrow} aria-hidden />
      </Group>
    </Card>
  );
}
