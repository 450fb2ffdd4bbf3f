// The sortable task list: drag a row by its handle with the pointer, or focus the handle and press Space,
// the arrow keys and Space again. The new order is saved through PATCH order (the whole list).
import type { TasksTask } from '@api/model';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDragAccessibility } from '../../lib/dnd/use-drag-accessibility';
import { sectionCounts } from './task-counts';
import { TaskRow } from './task-row';
import classes from './tasks.module.css';

interface TaskListProps {
  tasks: TasksTask[];
  selectedId: string | undefined;
  onComplete: (task: TasksTask, completed: boolean) => void;
  onReorder: (ids: string[]) => void;
}

export function TaskList({ tasks, selectedId, onComplete, onReorder }: TaskListProps) {
  const { t } = useTranslation('tasks');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tasks.map((task) => task.id);
  const accessibility = useDragAccessibility(useCallback((id) => tasks.find((task) => task.id === id)?.title, [tasks]));
  const counts = sectionCounts(tasks);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = ids.indexOf(String(active.id));
    const to = over ? ids.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {/* A list (read as "list, 12 items"): a deleted task gives the focus to the next one's same control. */}
        <ul aria-label={t('title')} className={classes.list}>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              isSelected={task.id === selectedId}
              counts={counts.get(task.id)}
              onComplete={onComplete}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
