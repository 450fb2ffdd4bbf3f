// The draft evaluations a staff member can pick up again: project, model, date, a link that resumes the walk.
import { useSearchRiskEvaluations } from '@api/endpoints/node-riskevaluations/node-riskevaluations';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ReferenceName } from '../../../components/resource/reference-name';
import { formatDate } from '../shared/format';
import { QueryState } from '../shared/query-state';

const DRAFTS = 10;

export function DraftList() {
  const { t, i18n } = useTranslation('risk');
  const drafts = useSearchRiskEvaluations({ status: 'draft', size: DRAFTS, sort: 'evaluatedAt', order: 'desc' });
  const items = drafts.data?.items ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="risk-drafts">
      <Title id="risk-drafts" order={2} fz="h5" mb="sm">
        {t('evaluar.drafts')}
      </Title>
      <QueryState result={drafts} isEmpty={items.length === 0} emptyText={t('evaluar.noDrafts')}>
        <Stack gap="xs">
          {items.map((draft) => (
            <Group key={draft._id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  <ReferenceName collection="projects" id={draft.projectId} />
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {draft.reviewSchemaId && <ReferenceName collection="reviewschemas" id={draft.reviewSchemaId} />}
                  {' · '}
                  {formatDate(draft.evaluatedAt, i18n.language)}
                </Text>
              </Stack>
              {/* Its own width whatever the project's name: squeezed, it showed "Contin". */}
              <Button
                size="xs"
                variant="light"
                flex="none"
                renderRoot={(props) => <Link to="/evaluar" search={{ evaluation: draft._id }} {...props} />}
              >
                {t('evaluar.resume')}
              </Button>
            </Group>
          ))}
        </Stack>
      </QueryState>
    </Card>
  );
}
