// /evaluar: choose a review model and a project (or resume a draft), then walk the model's factors.
import {
  getGetReviewSchemaQueryOptions,
  useGetReviewSchema,
  useListReviewSchemas,
} from '@api/endpoints/node-reviewschemas/node-reviewschemas';
import { useGetRiskEvaluation } from '@api/endpoints/node-riskevaluations/node-riskevaluations';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { retryFailed } from '../../../components/load-failed/retry-failed';
import { ReferenceName } from '../../../components/resource/reference-name';
import { formatDate } from '../shared/format';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { DraftList } from './draft-list';
import { EvaluationWalk } from './evaluation-walk';
import { WalkSetup } from './walk-setup';

const route = getRouteApi('/backoffice/evaluar');

export function EvaluarPage() {
  const { t } = useTranslation('risk');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const schemas = useListReviewSchemas();
  return (
    <Stack gap="lg">
      <ScreenHeader title={t('evaluar.title')} description={t('evaluar.description')}>
        {search.evaluation && (
          <Button variant="default" renderRoot={(props) => <Link to="/evaluar" search={{}} {...props} />}>
            {t('evaluar.newInstead')}
          </Button>
        )}
      </ScreenHeader>
      {search.evaluation ? (
        <ResumedWalk id={search.evaluation} />
      ) : (
        <>
          <WalkSetup
            schemas={schemas.data ?? []}
            schemaId={search.schema}
            projectId={search.project}
            onChange={(next) => void navigate({ search: next, replace: true })}
          />
          {search.schema && search.project ? (
            <NewWalk schemaId={search.schema} projectId={search.project} />
          ) : (
            <>
              <Text c="dimmed">{t('evaluar.pickBoth')}</Text>
              <DraftList />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

function NewWalk({ schemaId, projectId }: { schemaId: string; projectId: string }) {
  const { t } = useTranslation('risk');
  const schema = useGetReviewSchema(schemaId);
  return (
    <QueryState result={schema} isEmpty={schema.data?.factors.length === 0} emptyText={t('evaluar.noFactors')}>
      {/* A new model or project starts a fresh walk. */}
      {schema.data && <EvaluationWalk key={`${schemaId}-${projectId}`} schema={schema.data} projectId={projectId} />}
    </QueryState>
  );
}

function ResumedWalk({ id }: { id: string }) {
  const { t, i18n } = useTranslation('risk');
  const evaluation = useGetRiskEvaluation(id);
  const schemaId = evaluation.data?.reviewSchemaId ?? '';
  // The model is known once the evaluation is: the second read waits for the first.
  const schema = useQuery({ ...getGetReviewSchemaQueryOptions(schemaId), enabled: schemaId !== '' });
  const isPending = evaluation.isPending || (schemaId !== '' && schema.isPending);
  return (
    <QueryState
      isPending={isPending}
      error={evaluation.error ?? schema.error}
      retry={retryFailed([evaluation, schema])}
      isEmpty={!schema.data}
    >
      {evaluation.data && schema.data && (
        <Stack gap="md">
          <Alert color="blue" variant="light">
            {t('evaluar.resuming', { date: formatDate(evaluation.data.evaluatedAt, i18n.language) })}
            {' · '}
            <ReferenceName collection="projects" id={evaluation.data.projectId} />
          </Alert>
          <EvaluationWalk
            key={id}
            schema={schema.data}
            projectId={evaluation.data.projectId}
            previous={evaluation.data}
          />
        </Stack>
      )}
    </QueryState>
  );
}
