// "Restaurar" on a change of a record's history: after a question naming the fields, they go back to their values
// before the change (restore-change.ts), on the version of the record on screen; fields changed again since are named
// and left. The restore is a change of its own, the history's next line.
import type { ResourceQuery, ResourceRecord } from '@api/resources/resource-types';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { versionOf } from '../../lib/if-match';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { restorePlan } from '../../lib/resources/restore-change';
import { serverProblem } from '../../lib/resources/server-error';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useResourceWrites } from '../../lib/resources/use-resource-writes';
import type { ChangedValue } from '../../lib/resources/value-text';
import { ConfirmModal } from '../confirm-modal/confirm-modal';

interface RestoreChangeButtonProps {
  /** The collection of the record whose history this is. */
  owner: ResourceDefinition;
  recordId: string;
  /** The audit entry of the change. */
  entry: ResourceRecord;
}

export function RestoreChangeButton({ owner, recordId, entry }: RestoreChangeButtonProps) {
  const { getQuery, update } = owner.operations;
  if (!getQuery || !update || entry.action !== 'update') return null;
  return <RestoreChange owner={owner} recordId={recordId} entry={entry} recordQuery={getQuery(recordId)} />;
}

function RestoreChange({
  owner,
  recordId,
  entry,
  recordQuery,
}: RestoreChangeButtonProps & { recordQuery: ResourceQuery<ResourceRecord> }) {
  const labels = useResourceLabels();
  const [isAsking, setAsking] = useState(false);
  const writes = useResourceWrites(owner);
  // The record as the screen shows it (the same cached read).
  const record = useQuery(recordQuery);
  const values = entry.changedValues as Readonly<Record<string, ChangedValue>> | undefined;
  const plan = record.data ? restorePlan(owner.contract.updateFields, record.data, values) : undefined;
  const fields = Object.keys(plan?.data ?? {});
  if (!plan || fields.length === 0) return null;
  const titles = (names: readonly string[]) => names.map((field) => labels.field(owner.name, field)).join(', ');
  const message = [
    labels.text('ui.restore.message', { fields: titles(fields) }),
    plan.changedSince.length > 0 ? labels.text('ui.restore.kept', { fields: titles(plan.changedSince) }) : '',
  ].join(' ');
  const restore = () =>
    writes.update.mutate(
      { id: recordId, data: plan.data, version: versionOf(record.data) },
      {
        onSuccess: () => {
          setAsking(false);
          notifications.show({ color: 'teal', message: labels.text('ui.restore.done', { fields: titles(fields) }) });
        },
        onError: (error) => {
          setAsking(false);
          // Saved by someone since (412): the shared writes read the record again, and what is left to restore with it.
          notifications.show({ color: 'red', message: labels.serverMessage(serverProblem(error).message) });
        },
      },
    );
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowBackUp size={16} />}
        aria-label={labels.text('ui.restore.label', { fields: titles(fields) })}
        onClick={() => setAsking(true)}
      >
        {labels.text('ui.restore.action')}
      </Button>
      <ConfirmModal
        opened={isAsking}
        title={labels.text('ui.restore.title')}
        message={message}
        confirmLabel={labels.text('ui.restore.action')}
        cancelLabel={labels.text('ui.cancel')}
        color="blue"
        isPending={writes.update.isPending}
        onConfirm={restore}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
