// The checklist of the note dialog: tick, edit or remove items, and add new ones (Enter adds).
import { ActionIcon, Button, Checkbox, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteTaskValue } from './note-form';

interface NoteChecklistFieldProps {
  value: NoteTaskValue[];
  onChange: (tasks: NoteTaskValue[]) => void;
}

export function NoteChecklistField({ value, onChange }: NoteChecklistFieldProps) {
  const { t } = useTranslation('notes');
  const [draft, setDraft] = useState('');
  const labelId = useId();
  const change = (index: number, changes: Partial<NoteTaskValue>) =>
    onChange(value.map((task, at) => (at === index ? { ...task, ...changes } : task)));
  const add = () => {
    if (draft.trim() === '') return;
    onChange([...value, { content: draft.trim(), completed: false }]);
    setDraft('');
  };
  return (
    // The items are one group, named by the field's label.
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label labelElement="div" id={labelId}>
        {t('dialog.tasks')}
      </Input.Label>
      {value.map((task, index) => (
        <Group key={task.id ?? `new-${index}`} gap="xs" wrap="nowrap">
          <Checkbox
            checked={task.completed}
            onChange={(event) => change(index, { completed: event.currentTarget.checked })}
            aria-label={task.content}
          />
          <TextInput
            flex={1}
            size="xs"
            value={task.content}
            aria-label={t('dialog.newTask')}
            onChange={(event) => change(index, { content: event.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('dialog.removeTask', { content: task.content })}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          size="xs"
          placeholder={t('dialog.newTask')}
          aria-label={t('dialog.newTask')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the item; it must not submit the note.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={add}>
          {t('dialog.addTask')}
        </Button>
      </Group>
    </Stack>
  );
}
