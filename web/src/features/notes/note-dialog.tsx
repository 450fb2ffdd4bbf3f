// The note dialog (?note=<id> or ?note=new): title, content, checklist, image, labels, reminder; archive,
// delete, save. A refused save keeps everything typed and says why.
import type { NotesLabel, NotesNoteWithLabels } from '@api/model';
import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { useAskBeforeClosing } from '../../components/leave-guard/use-ask-before-closing';
import { type OptionQuery, useQueryOptions } from '../../components/option-list/use-option-list-status';
import { refusalText } from '../../lib/refusal-text';
import { NoteChecklistField } from './note-checklist-field';
import { emptyNote, isBlank, noteFormValues, noteInput } from './note-form';
import { NoteImageField } from './note-image-field';
import type { NoteWrites } from './use-note-writes';

interface NoteDialogProps {
  /** The stored note; absent for a new one. */
  note: NotesNoteWithLabels | undefined;
  labels: OptionQuery<NotesLabel>;
  writes: NoteWrites;
  onClose: () => void;
}

export function NoteDialog({ note, labels, writes, onClose }: NoteDialogProps) {
  const { t } = useTranslation('notes');
  const form = useForm({ initialValues: note ? noteFormValues(note) : emptyNote });
  const labelOptions = useQueryOptions(
    labels,
    (label) => ({ value: label.id, label: label.title }),
    form.values.labels,
    t('dialog.noLabelMatches'),
  );
  const noteFields = { title: t('dialog.title'), content: t('dialog.content'), 'tasks.content': t('dialog.tasks') };
  const failed = (error: Error) =>
    notifications.show({ color: 'red', message: t('dialog.failed', { message: refusalText(error, noteFields) }) });
  const saved = () => {
    notifications.show({ color: 'green', message: t('dialog.saved') });
    onClose();
  };
  const save = form.onSubmit((values) => {
    if (isBlank(values)) return form.setFieldError('title', t('dialog.empty'));
    const input = noteInput(values, note, new Date());
    if (note)
      writes.updateNote.mutate(
        { data: { updatedNote: { ...input, id: note.id } } },
        { onSuccess: saved, onError: failed },
      );
    else writes.createNote.mutate({ data: { note: { ...input, id: null } } }, { onSuccess: saved, onError: failed });
  });
  const isSaving = writes.createNote.isPending || writes.updateNote.isPending;
  const asking = useAskBeforeClosing(form.isDirty, onClose);
  return (
    <Modal opened onClose={asking.close} title={t(note ? 'dialog.edit' : 'dialog.new')} size="lg">
      {asking.question}
      <form onSubmit={save}>
        <Stack>
          <NoteImageField value={form.values.image} onChange={(image) => form.setFieldValue('image', image)} />
          <TextInput label={t('dialog.title')} data-autofocus {...form.getInputProps('title')} />
          <Textarea label={t('dialog.content')} autosize minRows={3} maxRows={12} {...form.getInputProps('content')} />
          <NoteChecklistField value={form.values.tasks} onChange={(tasks) => form.setFieldValue('tasks', tasks)} />
          <MultiSelect
            label={t('dialog.labels')}
            {...labelOptions}
            searchable
            clearable
            {...form.getInputProps('labels')}
          />
          <DateTimePicker
            label={t('dialog.reminder')}
            clearable
            valueFormat="D MMM YYYY HH:mm"
            {...form.getInputProps('reminder')}
          />
          <Group justify="space-between" mt="md">
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={form.values.archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                onClick={() => form.setFieldValue('archived', !form.values.archived)}
                aria-pressed={form.values.archived}
              >
                {t(form.values.archived ? 'dialog.unarchive' : 'dialog.archive')}
              </Button>
              {note && (
                <DeleteWithQuestion
                  label={t('dialog.delete')}
                  question={{
                    title: t('dialog.deleteTitle'),
                    message: note.title ? t('dialog.deleteMessage', { title: note.title }) : t('dialog.deleteUntitled'),
                    confirmLabel: t('dialog.delete'),
                    cancelLabel: t('dialog.cancel'),
                  }}
                  onDelete={() => writes.deleteNote.mutateAsync({ params: { id: note.id } })}
                  onDeleted={onClose}
                  failure={(error) => t('dialog.failed', { message: refusalText(error) })}
                />
              )}
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={asking.close}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" loading={isSaving}>
                {t('dialog.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
