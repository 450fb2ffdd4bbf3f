// A note of the grid: image, title, content, checklist, labels and reminder; it opens the note dialog.
import type { NotesNoteWithLabels } from '@api/model';
import { Badge, Card, Group, Image, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlarm, IconCheck, IconSquare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import { dateTimeFormat } from '../../lib/intl/formatters';
import classes from './notes.module.css';

interface NoteCardProps {
  note: NotesNoteWithLabels;
  onOpen: (noteId: string) => void;
}

export function NoteCard({ note, onOpen }: NoteCardProps) {
  const { t, i18n } = useTranslation('notes');
  const tasks = note.tasks ?? [];
  const done = tasks.filter((task) => task.completed).length;
  return (
    <Card
      component="button"
      type="button"
      withBorder
      radius="md"
      className={classes.note}
      data-focus-item=""
      onClick={() => onOpen(note.id)}
    >
      {note.image && (
        <Card.Section>
          <Image src={assetUrl(note.image)} alt="" className={classes.image} />
        </Card.Section>
      )}
      <Stack gap="xs" mt={note.image ? 'sm' : 0}>
        {note.title && <Text fw={600}>{note.title}</Text>}
        {note.content && (
          <Text size="sm" className={classes.content} lineClamp={8}>
            {note.content}
          </Text>
        )}
        {tasks.length > 0 && (
          <List spacing={4} size="sm" center aria-label={t('checklistProgress', { done, total: tasks.length })}>
            {tasks.map((task) => (
              <List.Item
                key={task.id}
                icon={
                  <ThemeIcon size={16} variant="light" color={task.completed ? 'green' : 'gray'}>
                    {task.completed ? <IconCheck size={12} aria-hidden /> : <IconSquare size={12} aria-hidden />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" span className={task.completed ? classes.done : undefined}>
                  {task.content}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {(note.labels.length > 0 || note.reminder) && (
          <Group gap={4}>
            {note.reminder && (
              <Badge variant="light" color="orange" leftSection={<IconAlarm size={12} aria-hidden />}>
                {dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(note.reminder),
                )}
              </Badge>
            )}
            {note.labels.map((label) =>
              label ? (
                <Badge key={label.id} variant="light" color="gray">
                  {label.title}
                </Badge>
              ) : null,
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
