// A card statement (previous or current): status, closing date, limit, spent and minimum payment.
import type { DashboardsStatement } from '@api/model';
import { Badge, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useFormatters } from '../../../components/charts/use-formatters';
import { formatLongDateText } from '../../../lib/intl/long-date';
import { Stat } from '../stat';

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
      {/* By the card's own width, not the screen's: beside the navigation at 1024 px a card is narrower than
          on a phone, and three figures ran into each other. */}
      <SimpleGrid type="container" cols={{ base: 1, '260px': 2, '420px': 3 }}>
        <Stat label={t('finance.statement.limit')} value={format.money(statement.limit)} />
        <Stat label={t('finance.statement.spent')} value={format.money(statement.spent)} />
        <Stat label={t('finance.statement.minimum')} value={format.money(statement.minimum)} />
      </SimpleGrid>
    </ChartCard>
  );
}
