// Tag management: rename a tag (saved when the field is left), delete it (the server also takes it off every
// product) or add one. Writes refresh only the tags and, after a delete, the products.
import {
  getInventoryListProductsQueryKey,
  getInventoryListTagsQueryKey,
  useInventoryCreateTag,
  useInventoryDeleteTag,
  useInventoryListTags,
  useInventoryUpdateTag,
} from '@api/endpoints/inventory/inventory';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { useDraftText } from '../../components/form/use-draft-text';
import { useSingleFlight } from '../../lib/use-single-flight';

export function TagsManager({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const queryClient = useQueryClient();
  const tags = useInventoryListTags();
  const draft = useDraftText();
  const refreshTags = () => queryClient.invalidateQueries({ queryKey: getInventoryListTagsQueryKey() });
  const onError = () =>
    notifications.show({ color: 'red', title: t('notify.failedTitle'), message: t('notify.tagFailed') });
  const create = useInventoryCreateTag({ mutation: { onSuccess: refreshTags, onError } });
  const update = useInventoryUpdateTag({ mutation: { onSuccess: refreshTags, onError } });
  const remove = useInventoryDeleteTag({
    mutation: {
      onSuccess: () =>
        Promise.all([refreshTags(), queryClient.invalidateQueries({ queryKey: getInventoryListProductsQueryKey() })]),
      onError,
    },
  });
  // The hook's onError tells the person; a refused name comes back for another try.
  const add = useSingleFlight(async () => {
    const title = draft.take();
    if (title === undefined) return;
    await create.mutateAsync({ data: { tag: { title } } }).catch(() => draft.giveBack(title));
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('tags.title')}>
      <Stack gap="xs">
        {/* A list (read as one, and a deleted tag's neighbour takes the focus: focus-moved-from-removed-items.ts). */}
        <Stack gap="xs" role="list">
          {(tags.data ?? []).map((tag) => (
            <Group key={tag.id} gap="xs" wrap="nowrap" role="listitem">
              <TextInput
                flex={1}
                aria-label={t('tags.rename', { title: tag.title })}
                defaultValue={tag.title}
                onBlur={(event) => {
                  const next = event.currentTarget.value.trim();
                  if (next !== '' && next !== tag.title) update.mutate({ data: { id: tag.id, tag: { title: next } } });
                }}
              />
              <DeleteWithQuestion
                isIconOnly
                label={t('tags.delete', { title: tag.title })}
                question={{
                  title: t('tags.deleteTitle'),
                  message: t('tags.deleteMessage', { title: tag.title }),
                  confirmLabel: t('delete'),
                  cancelLabel: t('cancel'),
                }}
                onDelete={() => remove.mutateAsync({ params: { id: tag.id } })}
              />
            </Group>
          ))}
        </Stack>
        <Group gap="xs" align="flex-end" mt="sm">
          <TextInput
            flex={1}
            label={t('tags.new')}
            value={draft.text}
            onChange={(event) => draft.setText(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && void add()}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={add} loading={create.isPending}>
            {t('add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
