// "Ajustes del tablero": the board's title and description, its labels (added, renamed, deleted: a deleted label
// leaves every card) and, last, deleting the board with its lists and cards, which goes back to the boards.
import {
  getScrumboardGetBoardQueryKey,
  getScrumboardListBoardsQueryKey,
  useScrumboardDeleteBoard,
  useScrumboardUpdateBoard,
} from '@api/endpoints/scrumboard/scrumboard';
import type { ScrumboardBoard } from '@api/model';
import { Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { TagsEditor } from '../../components/tags-manager/tags-editor';
import { refusalText } from '../../lib/refusal-text';
import { BoardFields, boardInput, useBoardForm } from './board-form';
import { useLabelWrites } from './use-label-writes';

function BoardSettings({ board, onClose }: { board: ScrumboardBoard; onClose: () => void }) {
  const { t } = useTranslation('scrumboard');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useBoardForm(board);
  const labels = useLabelWrites(board.id);
  const refreshBoards = () => queryClient.invalidateQueries({ queryKey: getScrumboardListBoardsQueryKey() });
  const update = useScrumboardUpdateBoard({
    mutation: {
      onSuccess: () =>
        Promise.all([
          refreshBoards(),
          queryClient.invalidateQueries({ queryKey: getScrumboardGetBoardQueryKey({ id: board.id }) }),
        ]),
    },
  });
  const remove = useScrumboardDeleteBoard({ mutation: { onSuccess: refreshBoards } });
  const save = form.onSubmit((values) =>
    update.mutate(
      { data: { id: board.id, board: boardInput(values) } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('form.saved') });
          onClose();
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: t('form.failed', { message: refusalText(error) }) }),
      },
    ),
  );
  const cardCount = board.lists.reduce((total, list) => total + list.cards.length, 0);

  return (
    <Stack gap="md">
      <form onSubmit={save}>
        <Stack gap="sm">
          <BoardFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      {/* Outside the form: Enter in the new label's box adds the label, it does not save the board. */}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('settings.labels')}
        </Title>
        <TagsEditor
          tags={board.labels}
          writes={labels}
          deleteMessage={(title) => t('settings.deleteLabelMessage', { title })}
        />
      </Stack>
      <Divider />
      <Group justify="flex-end">
        <DeleteWithQuestion
          label={t('settings.delete')}
          variant="light"
          question={{
            title: t('settings.deleteTitle'),
            message:
              board.lists.length === 0
                ? t('settings.deleteEmptyMessage', { title: board.title })
                : t('settings.deleteMessage', {
                    title: board.title,
                    lists: t('settings.lists', { count: board.lists.length }),
                    cards: t('settings.cards', { count: cardCount }),
                  }),
            confirmLabel: t('form.delete'),
            cancelLabel: t('form.cancel'),
          }}
          onDelete={() => remove.mutateAsync({ params: { id: board.id } })}
          onDeleted={() => {
            notifications.show({ color: 'teal', message: t('settings.deleted', { title: board.title }) });
            void navigate({ to: '/apps/scrumboard' });
          }}
          failure={(error) => t('form.failed', { message: refusalText(error) })}
        />
      </Group>
    </Stack>
  );
}

export function BoardSettingsButton({ board }: { board: ScrumboardBoard }) {
  const { t } = useTranslation('scrumboard');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconSettings size={16} />} onClick={dialog.open}>
        {t('settings.open')}
      </Button>
      {/* Mounted while open: the form starts from the board as it is then. */}
      {isOpen && (
        <Modal opened onClose={dialog.close} title={t('settings.title')}>
          <BoardSettings board={board} onClose={dialog.close} />
        </Modal>
      )}
    </>
  );
}
