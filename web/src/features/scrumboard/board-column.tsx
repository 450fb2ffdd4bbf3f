// A list of the board: its header (drag handle, title renamed in place, actions), its sortable cards and
// the "add card" form.
import type { ScrumboardList } from '@api/model';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BoardCard } from './board-card';
import { InlineAddForm } from './inline-add-form';
import { ListMenu, type ListMoves } from './list-menu';
import { ListTitle } from './list-title';
import { nextPosition } from './positions';
import classes from './scrumboard.module.css';
import type { BoardWrites } from './use-board-writes';

interface BoardColumnProps extends ListMoves {
  list: ScrumboardList;
  writes: BoardWrites;
  onOpenCard: (cardId: string) => void;
}

export function BoardColumn({ list, writes, onOpenCard, onMove, canMove }: BoardColumnProps) {
  const { t } = useTranslation('scrumboard');
  const sortable = useSortable({ id: list.id, data: { type: 'list' } });
  const rename = (title: string) => writes.updateList.mutateAsync({ data: { list: { id: list.id, title } } });
  return (
    <Paper
      ref={sortable.setNodeRef}
      className={classes.column}
      data-dragging={sortable.isDragging || undefined}
      radius="md"
      p="sm"
      // dnd-kit's per-frame position of a dragged list.
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      aria-label={list.title}
      component="section"
      data-focus-item=""
    >
      <Stack gap="sm">
        {/* The header drags the list; the cards and forms below stay free for their own pointer use. */}
        <Group gap={4} wrap="nowrap" justify="space-between" className={classes.columnHeader} {...sortable.listeners}>
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            {...sortable.attributes}
            aria-label={t('board.dragList', { title: list.title })}
          >
            <IconGripHorizontal size={16} aria-hidden />
          </ActionIcon>
          <ListTitle title={list.title} onRename={rename} />
          <Badge variant="light" color="gray" size="sm" aria-label={t('board.cards', { count: list.cards.length })}>
            {list.cards.length}
          </Badge>
          <ListMenu list={list} writes={writes} onMove={onMove} canMove={canMove} />
        </Group>
        <SortableContext items={list.cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" className={classes.cards}>
            {list.cards.map((card) => (
              <BoardCard key={card.id} card={card} onOpen={onOpenCard} />
            ))}
            {list.cards.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="md" className={classes.emptyList}>
                {t('board.emptyList')}
              </Text>
            )}
          </Stack>
        </SortableContext>
        <InlineAddForm
          label={t('board.addCard')}
          fieldLabel={t('board.cardTitle')}
          onAdd={(title) =>
            writes.createCard.mutateAsync({
              data: {
                card: {
                  boardId: list.boardId,
                  listId: list.id,
                  position: nextPosition(list.cards),
                  title,
                  description: null,
                  labels: [],
                  dueDate: null,
                },
              },
            })
          }
        />
      </Stack>
    </Paper>
  );
}
