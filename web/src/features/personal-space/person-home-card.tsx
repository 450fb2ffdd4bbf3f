// One service card of the personal home: icon, title and description, the whole card a link.
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconChevronRight,
  IconClipboardList,
  IconPresentationAnalytics,
  IconSchool,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PersonHomeCard as Card_, PersonHomeCardId } from './person-home-cards';
import classes from './personal-space.module.css';

const icons: Record<PersonHomeCardId, typeof IconSchool> = {
  trainings: IconSchool,
  boards: IconPresentationAnalytics,
  procedures: IconClipboardList,
  profile: IconUserCircle,
};

export function PersonHomeCard({ card }: { card: Card_ }) {
  const { t } = useTranslation('space');
  const Icon = icons[card.id];
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.serviceCard}
      renderRoot={(props) => <Link {...card.target} {...props} />}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light">
          <Icon size={26} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <IconChevronRight size={20} className={classes.chevron} aria-hidden />
      </Group>
      <Text component="h2" fw={700} fz="lg" mt="md" mb={4}>
        {t(`home.cards.${card.id}.title`)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`home.cards.${card.id}.description`)}
      </Text>
    </Card>
  );
}
