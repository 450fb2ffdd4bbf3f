// A card of a board column: sortable (drag it by any part with the pointer, or focus its handle and use
// Space and the arrow keys), and a button that opens the card dialog.
import type { ScrumboardCard } from '@api/model';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarDue, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cardDueDate } from './card-dates';
import classes from './scrumboard.module.css';

interface BoardCardProps {
  card: ScrumboardCard;
  onOpen: (cardId: string) => void;
}

export function BoardCard({ card, onOpen }: BoardCardProps) {
  const { t, i18n } = useTranslation('scrumboard');
  const sortable = useSortable({ id: card.id, data: { type: 'card', listId: card.listId } });
  const due = card.dueDate ? cardDueDate(card.dueDate, Date.now(), i18n.language) : undefined;
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-dragging={sortable.isDragging || undefined}
      data-focus-item=""
      // dnd-kit positions the card while it is dragged; its transform is a per-frame value, not a style choice.
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      {...sortable.listeners}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.handle}
          {...sortable.attributes}
          aria-label={t('board.dragCard', { title: card.title })}
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
        <UnstyledButton className={classes.cardBody} onClick={() => onOpen(card.id)}>
          <Stack gap={6}>
            {card.labels.length > 0 && (
              <Group gap={4}>
                {card.labels.map((label) =>
                  label ? (
                    <Badge key={label.id} size="xs" variant="light">
                      {label.title}
                    </Badge>
                  ) : null,
                )}
              </Group>
            )}
            <Text size="sm" fw={500}>
              {card.title}
            </Text>
            {due && (
              <Badge
                size="sm"
                variant="light"
                color={due.isOverdue ? 'red' : 'gray'}
                leftSection={<IconCalendarDue size={12} aria-hidden />}
              >
                {t(due.isOverdue ? 'card.overdue' : 'card.due', { date: due.text })}
              </Badge>
            )}
          </Stack>
        </UnstyledButton>
      </Group>
    </Paper>
  );
}
