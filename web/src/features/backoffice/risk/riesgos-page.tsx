// /riesgos: the risk module at a glance — headline counts, evaluations and red flags per level, the review
// models with their weighted factors, and where each factor is used. The records themselves open in the
// generic screens (riskconfiguration, factores, risk, colecciones/riskreviews).
import { useListC2qFactors } from '@api/endpoints/node-c2qfactors/node-c2qfactors';
import { useListReviewSchemas } from '@api/endpoints/node-reviewschemas/node-reviewschemas';
import { useListRiskEvaluations } from '@api/endpoints/node-riskevaluations/node-riskevaluations';
import { useListRiskReviews } from '@api/endpoints/node-riskreviews/node-riskreviews';
import { useListRiskTokens } from '@api/endpoints/node-risktokens/node-risktokens';
import { Button, Grid, Stack } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { retryFailed } from '../../../components/load-failed/retry-failed';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { FactorUsageTable } from './factor-usage';
import { LevelChart } from './level-chart';
import { factorUsage } from './overview-counts';
import { RiskStats } from './risk-stats';
import { SchemaFactors } from './schema-factors';

export function RiesgosPage() {
  const { t } = useTranslation('risk');
  const evaluations = useListRiskEvaluations();
  const tokens = useListRiskTokens();
  const reviews = useListRiskReviews();
  const schemas = useListReviewSchemas();
  const factors = useListC2qFactors();
  const queries = [evaluations, tokens, reviews, schemas, factors];
  const allEvaluations = evaluations.data ?? [];
  const allTokens = tokens.data ?? [];
  const allFactors = factors.data ?? [];
  const stats = [
    {
      label: t('riesgos.evaluations'),
      value: allEvaluations.length,
      to: '/colecciones/$collection',
      collection: 'riskevaluations',
    },
    { label: t('riesgos.drafts'), value: allEvaluations.filter((e) => e.status === 'draft').length, to: '/evaluar' },
    {
      label: t('riesgos.pendingReviews'),
      value: (reviews.data ?? []).filter((review) => review.status === 'pending').length,
      to: '/colecciones/$collection',
      collection: 'riskreviews',
    },
    {
      label: t('riesgos.openFlags'),
      value: allTokens.filter((token) => token.status === 'open' || token.status === 'under-review').length,
      to: '/risk',
    },
  ] as const;
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('riesgos.title')} description={t('riesgos.description')}>
        <Button
          leftSection={<IconClipboardCheck size={18} />}
          renderRoot={(props) => <Link to="/evaluar" {...props} />}
        >
          {t('riesgos.evaluate')}
        </Button>
      </ScreenHeader>
      <QueryState
        isPending={queries.some((query) => query.isPending)}
        error={queries.find((query) => query.error)?.error}
        retry={retryFailed(queries)}
      >
        <RiskStats stats={stats} />
        <LevelChart evaluations={allEvaluations} tokens={allTokens} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: 6 }}>
            <SchemaFactors
              schemas={schemas.data ?? []}
              factors={new Map(allFactors.map((factor) => [factor._id, factor]))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 6 }}>
            <FactorUsageTable factors={allFactors} usage={factorUsage(schemas.data ?? [], allTokens)} />
          </Grid.Col>
        </Grid>
      </QueryState>
    </Stack>
  );
}
