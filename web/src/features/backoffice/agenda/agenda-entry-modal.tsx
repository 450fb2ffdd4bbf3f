// An agenda entry opened from the calendar: its fields (the generic detail view), edit in the generic form
// (the slug stays as created), delete with a confirmation. The open entry lives in the URL (`entry`).
import type { ResourceRecord } from '@api/resources/resource-types';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskBeforeClosing } from '../../../components/leave-guard/use-ask-before-closing';
import { DeleteButton } from '../../../components/resource/delete-button';
import { EntityForm } from '../../../components/resource/entity-form';
import { RecordDetails } from '../../../components/resource/record-details';
import { ErrorState } from '../../../components/resource/states';
import { LoadingState } from '../../../components/screen-states/screen-states';
import { versionOf } from '../../../lib/if-match';
import { bodySchemaQuery } from '../../../lib/resources/body-schema';
import { recordQuery } from '../../../lib/resources/record-query';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { useFocusOnReturn } from '../../../lib/use-focus-on-return';
import { notifySaved } from '../shared/notify';

const agendables = resourceDefinition('agendables');

export function AgendaEntryModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const [editing, setEditing] = useState(false);
  // The form replaces the entry's details in place: saved or cancelled, it gives the focus to "Editar", not the page.
  const editButton = useFocusOnReturn<HTMLButtonElement>(!editing);
  const stopEditing = () => {
    editButton.focusOnReturn();
    setEditing(false);
  };
  const entry = useQuery(recordQuery(agendables, id));
  // The edit form's schema loads while the entry is read: Edit then opens the form at once.
  usePrefetchQuery(bodySchemaQuery(agendables, 'update'));
  const name = typeof entry.data?.name === 'string' ? entry.data.name : t('agenda.title');
  const changes = useRef(() => false);
  const closing = useAskBeforeClosing(() => editing && changes.current(), onClose);
  const cancelling = useAskBeforeClosing(() => changes.current(), stopEditing);
  const saved = (record: ResourceRecord) => {
    notifySaved(t('agenda.updated', { name: String(record.name) }));
    stopEditing();
  };
  return (
    <Modal opened onClose={closing.close} title={editing ? t('agenda.editTitle', { name }) : name} centered size="lg">
      {closing.question}
      {cancelling.question}
      {entry.isPending ? (
        <LoadingState />
      ) : entry.isError ? (
        <ErrorState query={entry} />
      ) : editing ? (
        <EntityForm
          definition={agendables}
          mode="update"
          record={entry.data}
          hiddenFields={['slug']}
          onSaved={saved}
          onCancel={cancelling.close}
          changes={changes}
          focusFirstField
        />
      ) : (
        <Stack gap="md">
          <RecordDetails definition={agendables} record={entry.data} />
          <Group justify="flex-end" gap="xs">
            <DeleteButton
              definition={agendables}
              id={id}
              name={name}
              version={versionOf(entry.data)}
              onDeleted={onClose}
            />
            <Button ref={editButton.ref} leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              {t('agenda.edit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
