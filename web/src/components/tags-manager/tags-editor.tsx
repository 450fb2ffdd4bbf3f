// The list of an app's tags (or a board's labels), each renamed when its box is left changed and deleted after a
// question, and a box to add one. The owner gives the tags, the writes and the words of the question.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/use-single-flight';
import { DeleteWithQuestion } from '../confirm-modal/delete-with-question';
import { useDraftText } from '../form/use-draft-text';
import type { TagWrites } from './use-tag-writes';

export interface TagsEditorProps {
  tags: readonly { id: string; title: string }[] | undefined;
  writes: TagWrites;
  /** The question before a delete, naming what else loses the tag ("todos los contactos"). */
  deleteMessage: (title: string) => string;
  /** A tag's name as shown (a seeded tag's name in the reader's language); its own name by default. */
  shownTitle?: (title: string) => string;
}

export function TagsEditor({ tags, writes, deleteMessage, shownTitle = (title) => title }: TagsEditorProps) {
  const { t } = useTranslation('common');
  const draft = useDraftText();
  // The writes tell the person of a failure; a refused name comes back for another try.
  const add = useSingleFlight(async () => {
    const title = draft.take();
    if (title === undefined) return;
    await writes.create(title).catch(() => draft.giveBack(title));
  });

  return (
    <Stack gap="xs">
      {/* A list (read as one, and a deleted tag's neighbour takes the focus: focus-moved-from-removed-items.ts). */}
      <Stack gap="xs" role="list">
        {(tags ?? []).map((tag) => {
          const shown = shownTitle(tag.title);
          return (
            <Group key={tag.id} gap="xs" wrap="nowrap" role="listitem">
              <TextInput
                flex={1}
                aria-label={t('tagsManager.rename', { title: shown })}
                defaultValue={shown}
                onBlur={(event) => {
                  const next = event.currentTarget.value.trim();
                  // Unchanged (as shown, translated or not), nothing is written.
                  if (next !== '' && next !== shown) writes.rename(tag.id, next);
                }}
              />
              <DeleteWithQuestion
                isIconOnly
                label={t('tagsManager.delete', { title: shown })}
                question={{
                  title: t('tagsManager.deleteTitle'),
                  message: deleteMessage(shown),
                  confirmLabel: t('tagsManager.confirmDelete'),
                  cancelLabel: t('tagsManager.cancel'),
                }}
                onDelete={() => writes.remove(tag.id)}
              />
            </Group>
          );
        })}
      </Stack>
      <Group gap="xs" align="flex-end" mt="sm">
        <TextInput
          flex={1}
          label={t('tagsManager.new')}
          value={draft.text}
          onChange={(event) => draft.setText(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && void add()}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={add} loading={writes.isCreating}>
          {t('tagsManager.add')}
        </Button>
      </Group>
    </Stack>
  );
}
