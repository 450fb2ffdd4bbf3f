// My trainings (espacio/capacitacion/persona/{personId}): the person's enrolments and certificate requests
// with their status, and the way to the training list to find more.
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { holdsCondition } from '../../components/navigation/filter-navigation';
import { formatPublicationDate } from '../../components/publication/publication-date';
import { WorkflowStatusBadge } from '../../components/workflow-status/workflow-status-badge';
import { useSessionUser } from '../../lib/auth/use-session-user';
import {
  ownRequestsParams,
  ownRequestsQueryOptions,
  procedureDefinitionsQueryOptions,
} from '../../lib/workflows/workflow-queries';
import classes from './training.module.css';
import { type TrainingRecord, trainingRecords } from './training-records';

function RecordCard({ record, canOpen }: { record: TrainingRecord; canOpen: boolean }) {
  const { t, i18n } = useTranslation('space');
  return (
    <Card withBorder radius="lg" padding="lg" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" miw={0}>
          <IconSchool size={28} stroke={1.5} aria-hidden className={classes.recordIcon} />
          <div>
            <Text fw={600}>{record.course}</Text>
            <Text size="sm" c="dimmed">
              {record.procedure} · {record.code}
            </Text>
            {record.date && (
              <Text size="xs" c="dimmed" mt={4}>
                {t(record.isFiled ? 'myTrainings.filedOn' : 'myTrainings.createdOn', {
                  date: formatPublicationDate(record.date, i18n.language),
                })}
              </Text>
            )}
          </div>
        </Group>
        <WorkflowStatusBadge status={record.status} />
      </Group>
      {canOpen && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="xs"
            renderRoot={(props) => (
              <Link to="/workflow/web/mistramites/$workflowId" params={{ workflowId: record.id }} {...props} />
            )}
          >
            {t('myTrainings.openRequest')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

export function MyTrainingsPage() {
  const { t } = useTranslation('space');
  const user = useSessionUser('web');
  const definitions = useQuery(procedureDefinitionsQueryOptions());
  const requests = useQuery({
    ...ownRequestsQueryOptions(user?._id ?? '', ownRequestsParams(0, 200)),
    enabled: !!user,
  });
  const records = trainingRecords(definitions.data?.items ?? [], requests.data?.items ?? []);
  const canOpen = holdsCondition('workflow', user?.moduleroles ?? []);
  const isLoading = definitions.isPending || requests.isPending;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('myTrainings.title')}</Title>
        <Text c="dimmed" size="lg" mt={4}>
          {t('myTrainings.description')}
        </Text>
      </div>
      {isLoading ? (
        <Skeleton h={120} radius="lg" />
      ) : records.length === 0 ? (
        <Alert variant="light" icon={<IconInfoCircle />} title={t('myTrainings.empty.title')}>
          {t('myTrainings.empty.message')}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" className={classes.plainList}>
          {records.map((record) => (
            <RecordCard key={record.id} record={record} canOpen={canOpen} />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconSchool size={18} />}
          renderRoot={(props) => <Link to="/espacio/capacitacion" {...props} />}
        >
          {t('myTrainings.browse')}
        </Button>
      </Group>
    </Stack>
  );
}
