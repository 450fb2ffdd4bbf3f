// The list's saved-views menu: applying a view hands the mapped list state up, the user's own applied view
// can be updated and deleted (a shared one cannot), and saving posts the current state with the owner.
import type { ViewSelector } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListSearch } from '../../lib/resources/list-search';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { signedInClient } from '../../test-utils/signed-in';
import { ViewsMenu } from './views-menu';

const ME = 'c'.repeat(24);
const shared: ViewSelector = {
  _id: 'a'.repeat(24),
  name: 'Tareas urgentes',
  collection: 'tasks',
  columns: ['title', 'priority'],
  filters: [{ field: 'priority', operator: 'eq', value: 'urgent' }],
  sortField: 'dueDate',
  sortOrder: 'asc',
  isDefault: true,
};
const mine: ViewSelector = { ...shared, _id: 'b'.repeat(24), name: 'Mis tareas', ownerId: ME, filters: [] };

function renderMenu(search: ListSearch, onSearchChange = vi.fn()) {
  const fetchMock = stubApi({
    'GET /api/node/viewselectors/search': () => ({
      body: { items: [mine, shared], page: 0, size: 100, total: 2, totalPages: 1 },
    }),
    'POST /api/node/viewselectors': ({ body }) => ({ status: 201, body: { _id: 'd'.repeat(24), ...(body as object) } }),
  });
  const queryClient = signedInClient({ _id: ME });
  renderWithRouter(
    <ViewsMenu
      definition={resourceDefinition('tasks')}
      search={search}
      shownColumns={['title', 'status']}
      onSearchChange={onSearchChange}
    />,
    '/tasks',
    queryClient,
  );
  return { fetchMock, onSearchChange };
}

// The menu opens with a transition; a busy machine may take longer than the default second.
const menuItem = (name: string | RegExp) => screen.findByRole('menuitem', { name }, { timeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('ViewsMenu', () => {
  it('applies a saved view as the list state', async () => {
    const { onSearchChange } = renderMenu({ page: 3, size: 25, order: 'asc', q: 'texto' });
    fireEvent.click(await screen.findByRole('button', { name: 'Vistas' }));
    fireEvent.click(await menuItem(/Tareas urgentes/));
    expect(onSearchChange).toHaveBeenCalledWith({
      page: 1,
      size: 25,
      order: 'asc',
      sort: 'dueDate',
      columns: ['title', 'priority'],
      filters: { priority: 'urgent' },
      view: shared._id,
    });
  });

  it('offers update and delete for the applied own view only', async () => {
    renderMenu({ page: 1, size: 10, order: 'asc', view: mine._id });
    fireEvent.click(await screen.findByRole('button', { name: 'Vista: Mis tareas' }, { timeout: 5000 }));
    await waitFor(
      () =>
        expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
          expect.arrayContaining(['Actualizar «Mis tareas»', 'Eliminar «Mis tareas»']),
        ),
      { timeout: 5000 },
    );
  });

  it('offers neither for a shared view', async () => {
    renderMenu({ page: 1, size: 10, order: 'asc', view: shared._id });
    fireEvent.click(await screen.findByRole('button', { name: 'Vista: Tareas urgentes' }, { timeout: 5000 }));
    await menuItem(/Guardar vista actual/);
    expect(screen.queryByRole('menuitem', { name: /Actualizar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('saves the current columns, filters and sort as the user’s view', async () => {
    const search: ListSearch = { page: 2, size: 10, order: 'desc', sort: 'title', filters: { status: 'done' } };
    const { fetchMock, onSearchChange } = renderMenu(search);
    fireEvent.click(await screen.findByRole('button', { name: 'Vistas' }));
    fireEvent.click(await menuItem(/Guardar vista actual/));
    fireEvent.change(await screen.findByRole('textbox', { name: /Nombre de la vista/ }), {
      target: { value: 'Hechas' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar vista' }));
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ ...search, view: 'd'.repeat(24) }));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Hechas',
      collection: 'tasks',
      columns: ['title', 'status'],
      filters: [{ field: 'status', operator: 'eq', value: 'done' }],
      sortField: 'title',
      sortOrder: 'desc',
      isDefault: false,
      ownerId: ME,
    });
  });
});
