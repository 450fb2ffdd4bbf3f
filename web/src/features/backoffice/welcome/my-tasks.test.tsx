// The home screen's "Mis tareas": the person's open tasks only, soonest due first as asked, with the overdue ones
// counted, and a link to all of theirs.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test-utils/fetch-routes';
import { objectId } from '../../../test-utils/object-id';
import { renderWithRouter } from '../../../test-utils/render';
import { MyTasks } from './my-tasks';

const me = objectId(1);
const task = (n: number, status: string, dueDate: string) => ({
  _id: objectId(10 + n),
  title: `Tarea ${n}`,
  status,
  priority: 'medium',
  dueDate,
  assigneeId: me,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

describe('MyTasks', () => {
  it('lists the open tasks assigned to the reader, counts the overdue ones and links to all of theirs', async () => {
    const fetchMock = stubApi({
      'GET /api/node/tasks/search': () => ({
        body: {
          items: [
            task(1, 'in-progress', '2026-11-20T09:00:00.000Z'),
            task(2, 'done', '2026-11-25T09:00:00.000Z'),
            task(3, 'todo', '2026-12-05T09:00:00.000Z'),
            task(4, 'cancelled', '2026-12-06T09:00:00.000Z'),
          ],
          page: 0,
          size: 100,
          total: 4,
          totalPages: 1,
        },
      }),
    });
    renderWithRouter(<MyTasks userId={me} now={new Date('2026-11-30T12:00:00.000Z')} />);

    const section = await screen.findByRole('region', { name: 'Mis tareas' });
    expect(await within(section).findByRole('link', { name: 'Tarea 1' })).toHaveAttribute(
      'href',
      `/tasks/${objectId(11)}`,
    );
    expect(within(section).getByRole('link', { name: 'Tarea 3' })).toBeInTheDocument();
    expect(within(section).queryByText('Tarea 2')).not.toBeInTheDocument();
    expect(within(section).queryByText('Tarea 4')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('2 tareas pendientes')).toBeInTheDocument();
    expect(within(section).getByText('1 vencida')).toBeInTheDocument();
    const all = within(section).getByRole('link', { name: 'Ver todas mis tareas' });
    expect(new URL(all.getAttribute('href') ?? '', 'http://localhost').searchParams.get('filters')).toBe(
      JSON.stringify({ assigneeId: me }),
    );

    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/node/tasks/search');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      assigneeId: me,
      sort: 'dueDate',
      order: 'asc',
    });
  });

  it('says so when nothing is left to do', async () => {
    stubApi({
      'GET /api/node/tasks/search': () => ({
        body: { items: [task(2, 'done', '2026-11-25T09:00:00.000Z')], page: 0, size: 100, total: 1, totalPages: 1 },
      }),
    });
    renderWithRouter(<MyTasks userId={me} />);
    expect(await screen.findByText('No tiene tareas pendientes.')).toBeInTheDocument();
  });
});
