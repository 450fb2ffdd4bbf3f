// Tag management of a template app (inventory, contacts, tasks): rename a tag (saved when the field is left), delete
// it (the server also takes it off every record) or add one. The app gives its generated tag hooks and its words for
// the title and for what a delete takes the tag off.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/use-single-flight';
import { DeleteWithQuestion } from '../confirm-modal/delete-with-question';
import { useDraftText } from '../form/use-draft-text';
import { type TagHooks, useTagWrites } from './use-tag-writes';

interface TagsManagerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The app's tag calls; the same object on every render (a module constant). */
  hooks: TagHooks;
  /** The question before a delete, naming what else loses the tag ("todos los contactos"). */
  deleteMessage: (title: string) => string;
  /** A tag's name as shown (a seeded tag's name in the reader's language); its own name by default. */
  shownTitle?: (title: string) => string;
}

export function TagsManager(props: TagsManagerProps) {
  const { t } = useTranslation('common');
  const { hooks, shownTitle = (title: string) => title } = props;
  const tags = hooks.useList();
  const writes = useTagWrites(hooks);
  const draft = useDraftText();
  // The writes tell the person of a failure; a refused name comes back for another try.
  const add = useSingleFlight(async () => {
    const title = draft.take();
    if (title === undefined) return;
    await writes.create(title).catch(() => draft.giveBack(title));
  });

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack gap="xs">
        {/* A list (read as one, and a deleted tag's neighbour takes the focus: focus-moved-from-removed-items.ts). */}
        <Stack gap="xs" role="list">
          {(tags.data ?? []).map((tag) => {
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
                    message: props.deleteMessage(shown),
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
    </Modal>
  );
}
