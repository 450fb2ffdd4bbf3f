// The link of an activity: inside the app through the router (useRouter), else a new tab.
import type { ActivitiesActivity } from '@api/model';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function ActivityLink({ activity }: { activity: ActivitiesActivity }) {
  const { t } = useTranslation('activities');
  if (!activity.link) return null;
  const text = activity.linkedContent ?? t('open');
  if (activity.useRouter) {
    return (
      <Anchor component={Link} to={activity.link} size="sm">
        {text}
      </Anchor>
    );
  }
  return (
    <Anchor href={activity.link} target="_blank" rel="noopener noreferrer" size="sm">
      {text}
    </Anchor>
  );
}
