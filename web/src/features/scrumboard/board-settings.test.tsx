// The board's settings: what a save sends (trimmed, an empty description as none), the question before deleting the
// board (naming what goes with it) and the delete itself, and a label added to this board.
import type { ScrumboardBoard, ScrumboardCard } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { BoardSettingsButton } from './board-settings';

const card = (id: string, listId: string): ScrumboardCard => ({
  id,
  boardId: 'b1',
  listId,
  position: 65536,
  title: `Tarjeta ${id}`,
  description: null,
  labels: [],
  dueDate: null,
  checklists: [],
  attachments: [],
});
const board: ScrumboardBoard = {
  id: 'b1',
  title: 'Obras del colegio',
  description: 'Seguimiento',
  icon: null,
  lastActivity: null,
  members: [],
  lists: [
    { id: 'l1', boardId: 'b1', position: 65536, title: 'Pendiente', cards: [card('c1', 'l1')] },
    { id: 'l2', boardId: 'b1', position: 131072, title: 'Hecho', cards: [] },
  ],
  labels: [{ id: 'lb1', boardId: 'b1', title: 'Urgente' }],
};

async function openSettings(shown = board) {
  renderWithRouter(<BoardSettingsButton board={shown} />, '/apps/scrumboard/b1');
  fireEvent.click(await screen.findByRole('button', { name: 'Ajustes del tablero' }));
  return screen.findByRole('dialog', { name: 'Ajustes del tablero' });
}

describe('BoardSettingsButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the title and description, trimmed, an empty description as none', async () => {
    const sent: unknown[] = [];
    stubApi({
      'PATCH /api/apps/scrumboard/board': ({ body }) => {
        sent.push(body);
        return { body: { ...board, members: [] } };
      },
    });
    await openSettings();
    fireEvent.change(screen.getByRole('textbox', { name: /^Título/ }), { target: { value: ' Obras del instituto ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'b1', board: { title: 'Obras del instituto', description: null } }]);
  });

  it('saves nothing without a title', async () => {
    const fetchMock = stubApi({});
    await openSettings();
    fireEvent.change(screen.getByRole('textbox', { name: /^Título/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escriba un título')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before deleting the board, naming its lists and cards, then deletes it', async () => {
    const deleted: (string | null)[] = [];
    stubApi({
      'DELETE /api/apps/scrumboard/board': ({ url }) => {
        deleted.push(url.searchParams.get('id'));
        return { body: true };
      },
    });
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar tablero' }));
    expect(
      await screen.findByText(
        'Se eliminarán el tablero «Obras del colegio», sus 2 listas y su tarjeta. Esta acción no se puede deshacer.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se ha eliminado el tablero «Obras del colegio».')).toBeInTheDocument();
    expect(deleted).toEqual(['b1']);
  });

  it('says a board without lists has none', async () => {
    stubApi({});
    await openSettings({ ...board, lists: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar tablero' }));
    expect(await screen.findByText(/«Obras del colegio», que no tiene listas/)).toBeInTheDocument();
  });

  it("adds a label to this board and lists the board's labels", async () => {
    const created: unknown[] = [];
    stubApi({
      'PUT /api/apps/scrumboard/board/label': ({ body }) => {
        created.push(body);
        return { body: { id: 'lb2', boardId: 'b1', title: 'Pliegos' } };
      },
    });
    await openSettings();
    expect(screen.getByRole('textbox', { name: 'Nombre de la etiqueta Urgente' })).toHaveValue('Urgente');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nueva etiqueta' }), { target: { value: 'Pliegos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(created).toEqual([{ label: { boardId: 'b1', title: 'Pliegos' } }]));
  });
});
