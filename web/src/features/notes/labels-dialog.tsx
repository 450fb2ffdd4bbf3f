// "Edit labels": rename a label in place (saved when the field is left), delete it (its notes lose it),
// or create a new one.
import type { NotesLabel } from '@api/model';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { useDraftText } from '../../components/form/use-draft-text';
import { refusalText } from '../../lib/refusal-text';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { NoteWrites } from './use-note-writes';

interface LabelsDialogProps {
  labels: NotesLabel[];
  writes: NoteWrites;
  onClose: () => void;
}

export function LabelsDialog({ labels, writes, onClose }: LabelsDialogProps) {
  const { t } = useTranslation('notes');
  const draft = useDraftText();
  const failed = (error: Error) =>
    notifications.show({ color: 'red', message: t('dialog.failed', { message: refusalText(error) }) });
  const create = useSingleFlight(async () => {
    const title = draft.take();
    if (title === undefined) return;
    try {
      await writes.createLabel.mutateAsync({ data: { title } });
    } catch (error) {
      draft.giveBack(title);
      failed(error as Error);
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('labels.title')}>
      <Stack>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            label={t('labels.new')}
            value={draft.text}
            onChange={(event) => draft.setText(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && void create()}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={create} loading={writes.createLabel.isPending}>
            {t('labels.add')}
          </Button>
        </Group>
        {/* A list (read as one, and a deleted label's neighbour takes the focus: focus-moved-from-removed-items.ts). */}
        <Stack role="list">
          {labels.map((label) => (
            <Group key={label.id} gap="xs" wrap="nowrap" role="listitem">
              <TextInput
                flex={1}
                defaultValue={label.title}
                aria-label={t('labels.rename', { title: label.title })}
                onBlur={(event) => {
                  const title = event.currentTarget.value.trim();
                  if (title !== '' && title !== label.title) {
                    writes.updateLabel.mutate({ data: { label: { id: label.id, title } } }, { onError: failed });
                  }
                }}
              />
              <DeleteWithQuestion
                isIconOnly
                label={t('labels.delete', { title: label.title })}
                question={{
                  title: t('labels.deleteTitle'),
                  message: t('labels.deleteMessage', { title: label.title }),
                  confirmLabel: t('dialog.delete'),
                  cancelLabel: t('dialog.cancel'),
                }}
                onDelete={() => writes.deleteLabel.mutateAsync({ params: { id: label.id } })}
                failure={(error) => t('dialog.failed', { message: refusalText(error) })}
              />
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('labels.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
