// A course: its steps beside the current one (a list on wide screens, a picker on a phone), the step's
// content as sanitised HTML, previous / next and the progress bar. The step is in the URL (?step=, 1-based).
import { useAcademyGetCourse } from '@api/endpoints/academy/academy';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Grid,
  Group,
  Progress,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { SafeHtml } from '../../components/publication/safe-html';
import { LoadingState } from '../../components/screen-states/screen-states';
import { useRecordTitle } from '../../components/shell/record-title';
import { hasFailedToLoad } from '../../lib/is-not-found';
import classes from './academy.module.css';
import { reachedStep, recordStep, useLocalProgress } from './course-progress';
import { CourseStepsNav } from './course-steps-nav';

const route = getRouteApi('/backoffice/apps/academy/$courseId/$courseSlug');

export function CoursePage() {
  const { t } = useTranslation('academy');
  const { courseId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const isWide = useMediaQuery('(min-width: 62em)');
  const course = useAcademyGetCourse({ id: courseId });
  const local = useLocalProgress();
  useRecordTitle(course.data?.title, course.isPending);

  if (course.isPending) return <LoadingState />;
  if (hasFailedToLoad(course)) {
    return <LoadFailed title={t('courseLoadFailed')} query={course} />;
  }
  if (!course.data) return <Alert color="red">{t('courseNotFound')}</Alert>;

  const { steps } = course.data;
  const current = Math.min((search.step ?? 1) - 1, steps.length - 1);
  const step = steps[current];
  const reached = reachedStep(courseId, course.data.progress.currentStep, local);
  const goTo = (index: number) => {
    recordStep(courseId, Math.max(index, current));
    void navigate({ search: (previous) => ({ ...previous, step: index > 0 ? index + 1 : undefined }) });
  };
  const isLast = current === steps.length - 1;

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/apps/academy">
          {t('title')}
        </Anchor>
        <Text truncate="end" maw="60vw">
          {course.data.title}
        </Text>
      </Breadcrumbs>
      <div>
        <Title order={1}>{course.data.title}</Title>
        <Text c="dimmed">{course.data.description}</Text>
      </div>
      <Progress
        value={(Math.min(reached, steps.length) / steps.length) * 100}
        aria-label={t('progress', { title: course.data.title })}
      />
      <Grid>
        {isWide && (
          <Grid.Col span={4}>
            <Card withBorder padding="xs" className={classes.steps}>
              <CourseStepsNav steps={steps} current={current} reached={reached} onSelect={goTo} />
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={isWide ? 8 : 12}>
          <Stack gap="md">
            {!isWide && (
              <Select
                label={t('steps')}
                data={steps.map((one, index) => ({ value: String(index), label: `${index + 1}. ${one.title}` }))}
                value={String(current)}
                allowDeselect={false}
                onChange={(value) => value !== null && goTo(Number(value))}
              />
            )}
            <Card withBorder padding="lg">
              <Text size="sm" c="dimmed">
                {t('stepOfTotal', { step: current + 1, total: steps.length })}
              </Text>
              <Title order={2} size="h3">
                {step?.title}
              </Title>
              <Text c="dimmed" mb="md">
                {step?.subtitle}
              </Text>
              <SafeHtml html={step?.content ?? ''} />
            </Card>
            <Group justify="space-between">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                disabled={current === 0}
                onClick={() => goTo(current - 1)}
              >
                {t('previous')}
              </Button>
              {isLast ? (
                <Button
                  leftSection={<IconCheck size={16} />}
                  onClick={() => {
                    recordStep(courseId, steps.length);
                    void navigate({ to: '/apps/academy' });
                  }}
                >
                  {t('finish')}
                </Button>
              ) : (
                <Button rightSection={<IconArrowRight size={16} />} onClick={() => goTo(current + 1)}>
                  {t('next')}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
