// One course of the list: category, title, description, duration, last update, progress and the link
// that starts or continues it at the step reached.
import type { AcademyCourse } from '@api/model';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDateText } from '../../lib/intl/long-date';
import classes from './academy.module.css';
import { courseAction } from './course-progress';

interface CourseCardProps {
  course: AcademyCourse;
  categoryTitle: string;
  reached: number;
}

export function CourseCard({ course, categoryTitle, reached }: CourseCardProps) {
  const { t, i18n } = useTranslation('academy');
  const titleId = useId();
  const percent = Math.round((Math.min(reached, course.totalSteps) / course.totalSteps) * 100);
  return (
    <Card withBorder padding="lg" className={classes.card} component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Badge variant="light">{categoryTitle}</Badge>
          {course.progress.completed > 0 && (
            <Badge color="teal" variant="light">
              {t('completedTimes', { count: course.progress.completed })}
            </Badge>
          )}
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {course.title}
        </Title>
        <Text size="sm" c="dimmed" className={classes.grow}>
          {course.description}
        </Text>
        <Group gap="xs">
          <IconClock size={16} aria-hidden />
          <Text size="sm">
            {t('duration', { hours: Math.floor(course.duration / 60), minutes: course.duration % 60 })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('updated', { date: formatLongDateText(course.updatedAt, i18n.language) })}
        </Text>
        <Progress value={percent} aria-label={t('progress', { title: course.title })} />
        <Text size="xs" c="dimmed">
          {t('stepOf', { step: Math.min(reached, course.totalSteps), total: course.totalSteps })}
        </Text>
        <Button
          renderRoot={(props) => (
            <Link
              {...props}
              to="/apps/academy/$courseId/$courseSlug"
              params={{ courseId: course.id, courseSlug: course.slug }}
              search={reached > 0 ? { step: Math.min(reached + 1, course.totalSteps) } : {}}
            />
          )}
          variant={reached > 0 ? 'light' : 'filled'}
        >
          {t(courseAction(reached, course.progress.completed))}
        </Button>
      </Stack>
    </Card>
  );
}
