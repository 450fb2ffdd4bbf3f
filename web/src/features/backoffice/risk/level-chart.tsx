// Evaluations and red flags per risk level, side by side, in one bar chart.
import type { RiskEvaluation, RiskToken } from '@api/model';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card';
import { useChartTables } from '../../../components/charts/use-chart-tables';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { countByLevel, RISK_LEVELS } from './overview-counts';

interface LevelChartProps {
  evaluations: readonly RiskEvaluation[];
  tokens: readonly RiskToken[];
}

export function LevelChart({ evaluations, tokens }: LevelChartProps) {
  const { t } = useTranslation('risk');
  const labels = useResourceLabels();
  const tables = useChartTables();
  const evaluated = countByLevel(evaluations);
  const flagged = countByLevel(tokens);
  const data = RISK_LEVELS.map((level) => ({
    level: labels.value(level),
    evaluations: evaluated[level],
    flags: flagged[level],
  }));
  const series = [
    { name: 'evaluations', label: t('riesgos.evaluations'), color: 'indigo.6' },
    { name: 'flags', label: t('riesgos.flags'), color: 'orange.6' },
  ];
  return (
    <ChartCard
      title={t('riesgos.byLevel')}
      subtitle={t('riesgos.byLevelHint')}
      table={tables.series({ rows: data, series }, t('summary.level'), String, 'level')}
    >
      {(chartName) => (
        <BarChart
          barChartProps={chartName}
          h={260}
          data={data}
          dataKey="level"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={series}
        />
      )}
    </ChartCard>
  );
}
