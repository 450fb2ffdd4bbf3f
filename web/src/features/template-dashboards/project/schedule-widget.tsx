// Today's or tomorrow's meetings: time, title and place.
import type { DashboardsProjectSchedule } from '@api/model';
import { Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { RangeControl } from '../../../components/charts/range-control';
import { type ScheduleDay, scheduleDays } from '../dashboard-search';

interface ScheduleWidgetProps {
  schedule: DashboardsProjectSchedule;
  day: ScheduleDay;
  onDayChange: (day: ScheduleDay) => void;
}

export function ScheduleWidget({ schedule, day, onDayChange }: ScheduleWidgetProps) {
  const { t } = useTranslation('templateDashboards');
  return (
    <ChartCard
      title={t('project.schedule.title')}
      controls={
        <RangeControl
          label={t('project.schedule.day')}
          value={day}
          options={scheduleDays.map((value) => ({ value, label: t(`project.schedule.${value}`) }))}
          onChange={onDayChange}
        />
      }
    >
      <Stack gap="sm">
        {schedule[day].map((item) => (
          <div key={`${item.time}-${item.title}`}>
            <Text fw={600}>{item.title}</Text>
            <Group gap="md">
              <Group gap={4}>
                <IconClock size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  {item.time}
                </Text>
              </Group>
              {item.location && (
                <Group gap={4}>
                  <IconMapPin size={14} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {item.location}
                  </Text>
                </Group>
              )}
            </Group>
          </div>
        ))}
      </Stack>
    </ChartCard>
  );
}
