// Up or down by a percentage, in green or red with an arrow.
import type { DashboardsTrend } from '@api/model';
import { Badge } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/charts/use-formatters';

export function TrendBadge({ trend }: { trend: DashboardsTrend }) {
  const { t } = useTranslation('templateDashboards');
  const format = useFormatters();
  const isUp = trend.dir === 'up';
  const Icon = isUp ? IconTrendingUp : IconTrendingDown;
  return (
    <Badge
      variant="light"
      color={isUp ? 'teal' : 'red'}
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={t(isUp ? 'crypto.trendUp' : 'crypto.trendDown', { value: format.percent(trend.amount) })}
    >
      {format.percent(trend.amount)}
    </Badge>
  );
}
