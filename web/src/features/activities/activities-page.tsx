// Activities: the timeline of what happened, newest first, each with its icon or picture, a relative date
// in the interface language, its extra content (sanitised HTML) and its link.
import { useActivitiesListActivities } from '@api/endpoints/activities/activities';
import { Avatar, Card, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiIcon } from '../../components/icons/api-icon';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { SafeHtml } from '../../components/publication/safe-html';
import { LoadingState } from '../../components/screen-states/screen-states';
import { assetUrl } from '../../lib/asset-url';
import { ActivityLink } from './activity-link';
import { relativeDate } from './relative-date';

export function ActivitiesPage() {
  const { t, i18n } = useTranslation('activities');
  const activities = useActivitiesListActivities();
  const sorted = [...(activities.data ?? [])].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {activities.isPending && <LoadingState />}
      {activities.isError && <LoadFailed title={t('loadFailed')} query={activities} />}
      <Timeline bulletSize={36} lineWidth={2}>
        {sorted.map((activity) => (
          <Timeline.Item
            key={activity.id}
            bullet={
              activity.image ? (
                <Avatar src={assetUrl(activity.image)} size={36} radius="xl" alt="" />
              ) : (
                <ThemeIcon size={36} radius="xl" variant="light">
                  <ApiIcon name={activity.icon} size={18} />
                </ThemeIcon>
              )
            }
          >
            <Stack gap={4}>
              <SafeHtml html={activity.description} />
              <Text
                size="xs"
                c="dimmed"
                component="time"
                dateTime={activity.date}
                title={new Date(activity.date).toLocaleString(i18n.language)}
              >
                {relativeDate(activity.date, i18n.language)}
              </Text>
              {activity.extraContent && (
                <Card withBorder padding="sm">
                  <SafeHtml html={activity.extraContent} />
                </Card>
              )}
              <ActivityLink activity={activity} />
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
