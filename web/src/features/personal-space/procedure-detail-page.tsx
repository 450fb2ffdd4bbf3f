// One request of the user (workflow/web/mistramites/{id}): what was asked, its status and its steps.
import { getGetWorkflowQueryOptions } from '@api/endpoints/node-workflows/node-workflows';
import { Alert, Anchor, Breadcrumbs, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { formatPublicationDate } from '../../components/publication/publication-date';
import { useRecordTitle } from '../../components/shell/record-title';
import { WorkflowStatusBadge } from '../../components/workflow-status/workflow-status-badge';
import { hasFailedToLoad } from '../../lib/is-not-found';
import { ProcedureSteps } from './procedure-steps';

export function ProcedureDetailPage({ workflowId }: { workflowId: string }) {
  const { t, i18n } = useTranslation('space');
  const query = useQuery(getGetWorkflowQueryOptions(workflowId, { request: { userKind: 'web' } }));
  const { data: request, isPending } = query;
  useRecordTitle(request?.title, isPending);
  const breadcrumbs = (
    <Breadcrumbs>
      <Anchor size="sm" renderRoot={(props) => <Link to="/workflow/web/mistramites/inicio" {...props} />}>
        {t('procedures.title')}
      </Anchor>
      {request && <Text size="sm">{request.code}</Text>}
    </Breadcrumbs>
  );

  if (isPending) {
    return (
      <Stack gap="md">
        {breadcrumbs}
        <Skeleton h={40} w="60%" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  if (hasFailedToLoad(query)) {
    return (
      <Stack gap="md">
        {breadcrumbs}
        <LoadFailed title={t('procedures.detail.loadFailed')} query={query} />
      </Stack>
    );
  }
  if (request?.kind !== 'instance') {
    return (
      <Stack gap="md">
        {breadcrumbs}
        <Title order={1}>{t('procedures.detail.notFound.title')}</Title>
        <Alert variant="light" icon={<IconInfoCircle />}>
          {t('procedures.detail.notFound.message')}
        </Alert>
      </Stack>
    );
  }
  const dates = [
    { label: t('procedures.detail.filed'), value: request.submittedAt },
    { label: t('procedures.detail.created'), value: request.createdAt },
    { label: t('procedures.detail.updated'), value: request.updatedAt },
  ].filter((entry): entry is { label: string; value: string } => Boolean(entry.value));

  return (
    <Stack gap="lg">
      {breadcrumbs}
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={1}>{request.title}</Title>
          <Text c="dimmed" mt={4}>
            {t('procedures.detail.code', { code: request.code })}
          </Text>
        </div>
        <WorkflowStatusBadge status={request.status} />
      </Group>
      {request.description && <Text>{request.description}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} size="h4" mb="md">
            {t('procedures.detail.request')}
          </Title>
          <Stack gap="sm">
            {(request.data ?? []).map((field) => (
              <div key={field.name}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {field.label ?? field.name}
                </Text>
                <Text>{field.value}</Text>
              </div>
            ))}
            {dates.map((entry) => (
              <div key={entry.label}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {entry.label}
                </Text>
                <Text>{formatPublicationDate(entry.value, i18n.language)}</Text>
              </div>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} size="h4" mb="md">
            {t('procedures.detail.steps')}
          </Title>
          <ProcedureSteps request={request} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
