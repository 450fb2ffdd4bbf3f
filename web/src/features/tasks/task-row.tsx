// A row of the task list: drag handle (pointer, or Space and arrow keys), the complete checkbox and the
// title, which opens the task. Sections are headings with their completed count.
import type { TasksTask } from '@api/model';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Checkbox, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl/formatters';
import type { TaskCounts } from './task-counts';
import classes from './tasks.module.css';

interface TaskRowProps {
  task: TasksTask;
  isSelected: boolean;
  counts: TaskCounts | undefined;
  onComplete: (task: TasksTask, completed: boolean) => void;
}

export function TaskRow({ task, isSelected, counts, onComplete }: TaskRowProps) {
  const { t, i18n } = useTranslation('tasks');
  const sortable = useSortable({ id: task.id });
  const isSection = task.type === 'section';
  const title = task.title || t(isSection ? 'untitledSection' : 'untitledTask');
  return (
    <li
      ref={sortable.setNodeRef}
      className={isSection ? `${classes.row} ${classes.section}` : classes.row}
      data-selected={isSelected || undefined}
      data-dragging={sortable.isDragging || undefined}
      // dnd-kit's per-frame position of the dragged row.
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <ActionIcon
        ref={sortable.setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="sm"
        className={classes.handle}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('dragHandle', { title })}
      >
        <IconGripVertical size={14} aria-hidden />
      </ActionIcon>
      {!isSection && (
        <Checkbox
          checked={task.completed}
          onChange={(event) => onComplete(task, event.currentTarget.checked)}
          aria-label={t(task.completed ? 'reopen' : 'complete', { title })}
        />
      )}
      <Link to="/apps/tasks/$taskId" params={{ taskId: task.id }} className={classes.title}>
        <Text
          fw={isSection ? 700 : 400}
          size={isSection ? 'xs' : 'sm'}
          tt={isSection ? 'uppercase' : undefined}
          className={task.completed ? classes.completed : undefined}
          // Three lines: beside the open pane the list is about 180 px wide; one line cut most titles in half,
          // two still cut the longest ("Abrir los sobres de documentación…").
          lineClamp={3}
        >
          {title}
        </Text>
      </Link>
      {isSection && counts && (
        <Badge variant="light" color="gray" size="sm">
          {t('sectionCount', { completed: counts.completed, total: counts.total })}
        </Badge>
      )}
      {!isSection && task.priority !== 1 && (
        <Group gap={2} c={task.priority === 2 ? 'red' : 'blue'} role="img" aria-label={t(`priority.${task.priority}`)}>
          {task.priority === 2 ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />}
        </Group>
      )}
      {!isSection && task.dueDate && (
        <Text size="xs" c="dimmed">
          {dateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(new Date(task.dueDate))}
        </Text>
      )}
    </li>
  );
}
