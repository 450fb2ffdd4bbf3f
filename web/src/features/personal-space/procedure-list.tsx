// The user's requests, newest first: code, procedure, filing date and status, each opening its detail.
import type { Workflow } from '@api/model';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatPublicationDate } from '../../components/publication/publication-date';
import { WorkflowStatusBadge } from '../../components/workflow-status/workflow-status-badge';
import classes from './personal-space.module.css';

export function ProcedureList({ requests }: { requests: readonly Workflow[] }) {
  const { t, i18n } = useTranslation('space');
  return (
    <Stack gap="sm" component="ul" className={classes.plainList}>
      {requests.map((request) => {
        const date = request.submittedAt ?? request.createdAt;
        return (
          <li key={request._id}>
            <Card
              withBorder
              radius="lg"
              padding="md"
              className={classes.serviceCard}
              renderRoot={(props) => (
                <Link to="/workflow/web/mistramites/$workflowId" params={{ workflowId: request._id }} {...props} />
              )}
            >
              {/* The status goes under the title when both do not fit (a 320 px screen left the title 98 px). */}
              <Group justify="space-between" gap="xs">
                <Stack gap={2} miw={0} className={classes.requestText}>
                  <Text fw={600}>{request.title}</Text>
                  <Text size="sm" c="dimmed">
                    {request.code}
                    {date &&
                      ` · ${t(request.submittedAt ? 'procedures.filedOn' : 'procedures.createdOn', {
                        date: formatPublicationDate(date, i18n.language),
                      })}`}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap" className={classes.noShrink}>
                  <WorkflowStatusBadge status={request.status} />
                  <IconChevronRight size={18} className={classes.chevron} aria-hidden />
                </Group>
              </Group>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
