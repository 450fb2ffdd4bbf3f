// The selected task (/apps/tasks/$taskId): title, notes, due date, priority, tags and completed (a section
// has only its title); save or delete; move it one place up or down (what dragging its handle does, with one
// press: WCAG 2.5.7). A refused save keeps what was typed and says why.
import type { TasksTag, TasksTask } from '@api/model';
import {
  Button,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../components/leave-guard/leave-guard';
import { MoveButtons } from '../../components/move-buttons';
import { type OptionQuery, useQueryOptions } from '../../components/option-list/use-option-list-status';
import type { MoveOffset, Neighbours } from '../../lib/dnd/move-by-one';
import { useTagTitle } from '../../lib/i18n/tag-title';
import { refusalText } from '../../lib/refusal-text';
import { DeleteTaskButton } from './delete-task-button';
import { taskChanges, taskFormValues } from './task-form';
import classes from './tasks.module.css';
import type { useTaskWrites } from './use-task-writes';

interface TaskDetailProps {
  task: TasksTask;
  tags: OptionQuery<TasksTag>;
  writes: ReturnType<typeof useTaskWrites>;
  onClosed: () => void;
  onMove: (offset: MoveOffset) => void;
  canMove: Neighbours;
}

export function TaskDetail({ task, tags, writes, onClosed, onMove, canMove }: TaskDetailProps) {
  const { t } = useTranslation('tasks');
  const tagTitle = useTagTitle('tasks');
  const form = useForm({ initialValues: taskFormValues(task) });
  const tagOptions = useQueryOptions(
    tags,
    (tag) => ({ value: tag.id, label: tagTitle(tag.title) }),
    form.values.tags,
    t('noTagMatches'),
  );
  const isSection = task.type === 'section';
  const save = form.onSubmit((values) =>
    writes.update.mutate(
      { data: { id: task.id, task: taskChanges(task, values) } },
      {
        onSuccess: () => {
          form.resetDirty(values);
          notifications.show({ color: 'green', message: t('drawer.saved') });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t('drawer.failed', {
              message: refusalText(error, { title: t('fields.title'), notes: t('fields.notes') }),
            }),
          }),
      },
    ),
  );
  return (
    <form onSubmit={save} className={classes.detail}>
      <LeaveGuard hasChanges={form.isDirty} />
      <Stack>
        <Title order={2} size="h4">
          {t(isSection ? 'drawer.section' : 'drawer.task')}
        </Title>
        <Group gap="xs">
          <MoveButtons
            labels={{ up: t('drawer.moveUp'), down: t('drawer.moveDown') }}
            canMove={canMove}
            onMove={onMove}
            size="xs"
          />
        </Group>
        <TextInput label={t(isSection ? 'fields.sectionTitle' : 'fields.title')} {...form.getInputProps('title')} />
        {!isSection && (
          <>
            <Checkbox label={t('fields.completed')} {...form.getInputProps('completed', { type: 'checkbox' })} />
            <Textarea label={t('fields.notes')} autosize minRows={3} {...form.getInputProps('notes')} />
            <DateInput
              label={t('fields.dueDate')}
              clearable
              valueFormat="D MMM YYYY"
              {...form.getInputProps('dueDate')}
            />
            <Stack gap={4}>
              {/* A field label (its type, weight and colour) for a control that a <label> cannot name. */}
              <Input.Label labelElement="div" id="task-priority">
                {t('priority.label')}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="task-priority"
                data={(['0', '1', '2'] as const).map((value) => ({ value, label: t(`priority.${value}`) }))}
                {...form.getInputProps('priority')}
              />
            </Stack>
            <MultiSelect
              label={t('fields.tags')}
              {...tagOptions}
              searchable
              clearable
              {...form.getInputProps('tags')}
            />
          </>
        )}
        <Group justify="space-between" mt="md">
          <DeleteTaskButton task={task} writes={writes} onDeleted={onClosed} />
          <Button type="submit" loading={writes.update.isPending}>
            {t('drawer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
