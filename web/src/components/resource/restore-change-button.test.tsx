// "Restaurar" on a history line writes back the values before the change, on the version shown; refused because a
// colleague saved the record since, it reads the record again and offers only what is still the change's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { RestoreChangeButton } from './restore-change-button';

const taskId = objectId(1);
const task = {
  _id: taskId,
  title: 'Revisar el pliego',
  status: 'done',
  priority: 'urgent',
  updatedAt: '2026-11-30T10:00:00.000Z',
};
const entry = {
  _id: objectId(2),
  action: 'update',
  changedFields: ['status', 'priority'],
  changedValues: { status: { before: 'in-progress', after: 'done' }, priority: { before: 'high', after: 'urgent' } },
};

describe('RestoreChangeButton', () => {
  it('puts the fields back on the version shown, after a question naming them', async () => {
    const writes: { body: unknown; ifMatch: string | null }[] = [];
    stubApi({
      [`GET /api/node/tasks/${taskId}`]: () => ({ body: task }),
      [`PUT /api/node/tasks/${taskId}`]: ({ body, headers }) => {
        writes.push({ body, ifMatch: headers.get('If-Match') });
        return { body: { ...task, ...(body as object), updatedAt: '2026-11-30T11:00:00.000Z' } };
      },
    });
    renderWithRouter(<RestoreChangeButton owner={resourceDefinition('tasks')} recordId={taskId} entry={entry} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Restaurar los valores anteriores de Estado, Prioridad' }),
    );
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Volverán al valor que tenían antes de este cambio: Estado, Prioridad.');
    fireEvent.click(within(question).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      body: { status: 'in-progress', priority: 'high' },
      ifMatch: `"${task.updatedAt}"`,
    });
  });

  it('refused as the record changed since, reads it again and offers only the fields still the change’s', async () => {
    let stored = task;
    stubApi({
      [`GET /api/node/tasks/${taskId}`]: () => ({ body: stored }),
      [`PUT /api/node/tasks/${taskId}`]: () => ({
        status: 412,
        body: {
          statusCode: 412,
          code: 'PRECONDITION_FAILED',
          error: 'Precondition Failed',
          message: 'Changed',
          field: 'updatedAt',
        },
      }),
    });
    renderWithRouter(<RestoreChangeButton owner={resourceDefinition('tasks')} recordId={taskId} entry={entry} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Restaurar los valores anteriores de Estado, Prioridad' }),
    );
    // A colleague sets another priority meanwhile.
    stored = { ...task, priority: 'low', updatedAt: '2026-11-30T10:30:00.000Z' };
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restaurar' }));
    expect(
      await screen.findByRole('button', { name: 'Restaurar los valores anteriores de Estado' }),
    ).toBeInTheDocument();
  });

  it('offers nothing for an entry that is not an update, or whose fields have all changed since', async () => {
    stubApi({ [`GET /api/node/tasks/${taskId}`]: () => ({ body: { ...task, status: 'todo', priority: 'low' } }) });
    const later = { ...entry, _id: objectId(3), changedValues: { status: { before: 'done', after: 'todo' } } };
    renderWithRouter(
      <>
        <RestoreChangeButton
          owner={resourceDefinition('tasks')}
          recordId={taskId}
          entry={{ ...entry, action: 'create' }}
        />
        <RestoreChangeButton owner={resourceDefinition('tasks')} recordId={taskId} entry={entry} />
        <RestoreChangeButton owner={resourceDefinition('tasks')} recordId={taskId} entry={later} />
      </>,
    );
    // The later change's button says the record has been read; it is the only one.
    expect(
      await screen.findByRole('button', { name: 'Restaurar los valores anteriores de Estado' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
