// A save counts what was sent as saved: a title typed while its answer was on the way is still a change to ask about.

import { useTasksListTags } from '@api/endpoints/tasks/tasks';
import type { TasksTask } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { TaskDetail } from './task-detail';
import { useTaskWrites } from './use-task-writes';

const task: TasksTask = {
  id: 't1',
  type: 'task',
  title: 'Revisar pliego',
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  order: 0,
};

function SelectedTask() {
  const writes = useTaskWrites();
  const tags = useTasksListTags();
  return (
    <TaskDetail
      task={task}
      tags={tags}
      writes={writes}
      onClosed={() => undefined}
      onMove={() => undefined}
      canMove={{ before: false, after: false }}
    />
  );
}

describe('TaskDetail', () => {
  it('asks before leaving a task with a title typed while its save was on the way', async () => {
    const { promise: held, release: answer } = heldAnswer();
    const sent: unknown[] = [];
    stubApi({
      'GET /api/apps/tasks/tags': () => ({ body: [] }),
      'GET /api/apps/tasks/all': () => ({ body: [task] }),
      'PATCH /api/apps/tasks/task': async ({ body }) => {
        sent.push(body);
        await held;
        return { body: { ...task, title: 'Revisar pliego técnico' } };
      },
    });
    const { router } = renderWithRouter(<SelectedTask />, '/apps/tasks/t1');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    fireEvent.change(title, { target: { value: 'Revisar pliego técnico' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.change(title, { target: { value: 'Revisar pliego técnico y anexos' } });
    answer();
    expect(await screen.findByText('Tarea guardada')).toBeInTheDocument();

    void router.navigate({ to: '/apps/tasks' });
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
    expect(title).toHaveValue('Revisar pliego técnico y anexos');
  });
});
