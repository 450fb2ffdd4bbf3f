// "Create board": a card of the boards grid that opens a small form; the new board opens at once.
import { getScrumboardListBoardsQueryKey, useScrumboardCreateBoard } from '@api/endpoints/scrumboard/scrumboard';
import { Button, Card, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import classes from './scrumboard.module.css';

export function CreateBoardCard() {
  const { t } = useTranslation('scrumboard');
  const [isOpen, dialog] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useScrumboardCreateBoard({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getScrumboardListBoardsQueryKey() }) },
  });
  const form = useForm({
    initialValues: { title: '', description: '' },
    validate: { title: (value) => (value.trim() === '' ? t('form.required') : null) },
  });
  const submit = form.onSubmit(({ title, description }) =>
    create.mutate(
      {
        data: {
          board: {
            title: title.trim(),
            description: description.trim() || null,
            icon: 'heroicons_outline:view-columns',
          },
        },
      },
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
            <TextInput label={t('form.title')} required data-autofocus {...form.getInputProps('title')} />
            <Textarea label={t('form.description')} autosize minRows={2} {...form.getInputProps('description')} />
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
