// A card statement (previous or current): status, closing date, limit, spent and minimum payment.
import type { DashboardsStatement } from '@api/model';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFormatters } from '../../../components/charts/use-formatters';
import { formatLongDateText } from '../../../lib/intl/long-date';
import { Stat, StatRow } from '../stat';

interface StatementCardProps {
  which: 'previous' | 'current';
  statement: DashboardsStatement;
}

export function StatementCard({ which, statement }: StatementCardProps) {
  const { t, i18n } = useTranslation('templateDashboards');
  const format = useFormatters();
  return (
    <ChartCard
      title={t(`finance.statement.${which}`)}
      subtitle={t('finance.statement.date', { date: formatLongDateText(statement.date, i18n.language) })}
      controls={
        <Badge color={statement.status === 'paid' ? 'teal' : 'orange'} variant="light">
          {t(`finance.status.${statement.status}`)}
        </Badge>
      }
    >
      <StatRow>
        <Stat label={t('finance.statement.limit')} value={format.money(statement.limit)} />
        <Stat label={t('finance.statement.spent')} value={format.money(statement.spent)} />
        <Stat label={t('finance.statement.minimum')} value={format.money(statement.minimum)} />
      </StatRow>
    </ChartCard>
  );
}
