// Title, edition and date text of a publication (training or board), the way every publication view opens.
import { Badge, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './publication.module.css';
import { formatPublicationDate } from './publication-date';

interface PublicationHeadingProps {
  title: ReactNode;
  edition?: string;
  date: string;
  order: TitleOrder;
}

export function PublicationHeading({ title, edition, date, order }: PublicationHeadingProps) {
  const { t, i18n } = useTranslation('space');
  const dateText = formatPublicationDate(date, i18n.language);
  return (
    <div>
      <Title order={order} fz={order === 1 ? undefined : 'h3'} lh={1.25}>
        {title}
      </Title>
      <Group gap="xs" mt={6}>
        {edition && (
          <Badge variant="light" radius="sm" tt="none">
            {edition}
          </Badge>
        )}
        {dateText && (
          <Group gap={4} c="dimmed" wrap="nowrap" align="flex-start">
            <IconCalendar size={14} className={classes.dateIcon} aria-hidden />
            <Text size="sm" component="time" dateTime={date}>
              {t('publication.publishedOn', { date: dateText })}
            </Text>
          </Group>
        )}
      </Group>
    </div>
  );
}
