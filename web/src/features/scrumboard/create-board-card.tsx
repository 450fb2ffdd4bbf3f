// "Create board": a card of the boards grid that opens a small form; the new board opens at once.
import { getScrumboardListBoardsQueryKey, useScrumboardCreateBoard } from '@api/endpoints/scrumboard/scrumboard';
import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import { BoardFields, boardInput, useBoardForm } from './board-form';
import classes from './scrumboard.module.css';

export function CreateBoardCard() {
  const { t } = useTranslation('scrumboard');
  const [isOpen, dialog] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useScrumboardCreateBoard({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getScrumboardListBoardsQueryKey() }) },
  });
  const form = useBoardForm();
  const submit = form.onSubmit((values) =>
    create.mutate(
      { data: { board: { ...boardInput(values), icon: 'heroicons_outline:view-columns' } } },
      {
        onSuccess: (board) => void navigate({ to: '/apps/scrumboard/$boardUri', params: { boardUri: board.id } }),
        onError: (error) =>
          notifications.show({ color: 'red', message: t('form.failed', { message: refusalText(error) }) }),
      },
    ),
  );
  return (
    <>
      <Card component="button" type="button" withBorder radius="md" className={classes.newBoard} onClick={dialog.open}>
        <Stack align="center" justify="center" h="100%" gap="xs">
          <IconPlus size={28} aria-hidden />
          <Text fw={500}>{t('boards.create')}</Text>
        </Stack>
      </Card>
      <Modal opened={isOpen} onClose={dialog.close} title={t('boards.createTitle')}>
        <form onSubmit={submit}>
          <Stack>
            <BoardFields form={form} />
            <Group justify="flex-end">
              <Button variant="default" onClick={dialog.close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('boards.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
