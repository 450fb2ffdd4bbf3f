// The card dialog (?card=): its list and its place in the list, changed at once (what dragging the card does, with
// one press: WCAG 2.5.7); title, description, labels (with a new label made in place), due date, checklists and
// attachments; save or delete. A refused save keeps everything typed and says why.
import type { ScrumboardBoard, ScrumboardCard } from '@api/model';
import { Button, Group, Modal, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LeaveGuard, toAnotherSearchValue } from '../../components/leave-guard/leave-guard';
import { MoveButtons } from '../../components/move-buttons';
import { neighbours } from '../../lib/dnd/move-by-one';
import { refusalText } from '../../lib/refusal-text';
import { cardMovedBy, cardToListEnd, listOfCard } from './board-lists';
import { CardAttachments } from './card-attachments';
import { CardChecklists } from './card-checklists';
import { cardFormValues, cardUpdateBody } from './card-form';
import { DeleteCardButton } from './delete-card-button';
import { NewLabelField } from './new-label-field';
import { useBoardMoves } from './use-board-moves';
import type { BoardWrites } from './use-board-writes';

interface CardDialogProps {
  board: ScrumboardBoard;
  card: ScrumboardCard;
  writes: BoardWrites;
  onClose: () => void;
}

/** The open card is in the address's search: closing the dialog, or another card, leaves the form. */
const toAnotherCard = toAnotherSearchValue('card');

export function CardDialog({ board, card, writes, onClose }: CardDialogProps) {
  const { t } = useTranslation('scrumboard');
  const form = useForm({
    initialValues: cardFormValues(card),
    validate: { title: (value) => (value.trim() === '' ? t('form.required') : null) },
  });
  const save = form.onSubmit((values) =>
    writes.updateCard.mutate(
      { data: cardUpdateBody(card.id, values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('form.saved') });
          form.resetDirty(values);
          onClose();
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t('form.failed', {
              message: refusalText(error, { title: t('card.fields.title'), description: t('card.fields.description') }),
            }),
          }),
      },
    ),
  );
  const moves = useBoardMoves(board.id);
  const move = (changes: ReturnType<typeof cardMovedBy>) => {
    if (changes.length > 0) void moves.moveCards(changes);
  };
  const siblings = listOfCard(board.lists, card.id)?.cards ?? [];
  const place = siblings.findIndex((entry) => entry.id === card.id);
  return (
    <Modal opened onClose={onClose} title={t('card.title')} size="lg">
      <LeaveGuard hasChanges={form.isDirty} leaves={toAnotherCard} />
      <form onSubmit={save}>
        <Stack>
          <Group align="flex-end" gap="xs">
            <Select
              label={t('card.moveTo')}
              data={board.lists.map((list) => ({ value: list.id, label: list.title }))}
              value={card.listId}
              allowDeselect={false}
              onChange={(listId) => listId && move(cardToListEnd(board.lists, card.id, listId))}
            />
            <MoveButtons
              labels={{ up: t('card.moveUp'), down: t('card.moveDown') }}
              canMove={neighbours(place, siblings.length)}
              onMove={(offset) => move(cardMovedBy(board.lists, card.id, offset))}
            />
          </Group>
          <TextInput label={t('card.fields.title')} required {...form.getInputProps('title')} />
          <Textarea label={t('card.fields.description')} autosize minRows={3} {...form.getInputProps('description')} />
          <MultiSelect
            label={t('card.fields.labels')}
            data={board.labels.map((label) => ({ value: label.id, label: label.title }))}
            searchable
            clearable
            {...form.getInputProps('labels')}
          />
          <NewLabelField
            boardId={board.id}
            writes={writes}
            onCreated={(id) => form.setFieldValue('labels', (labels) => [...labels, id])}
          />
          <DateInput
            label={t('card.fields.dueDate')}
            clearable
            valueFormat="D MMM YYYY"
            {...form.getInputProps('dueDate')}
          />
          <CardChecklists
            value={form.values.checklists}
            onChange={(checklists) => form.setFieldValue('checklists', checklists)}
          />
          <CardAttachments
            value={form.values.attachments}
            onChange={(attachments) => form.setFieldValue('attachments', attachments)}
          />
          <Group justify="space-between" mt="md">
            <DeleteCardButton
              card={card}
              writes={writes}
              onDeleted={() => {
                form.resetDirty();
                onClose();
              }}
            />
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={writes.updateCard.isPending}>
                {t('form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
