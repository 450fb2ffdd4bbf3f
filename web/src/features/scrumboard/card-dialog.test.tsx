// A save counts what was sent as saved: a title typed while its answer was on the way is still a change, so closing
// the card after the save asks before dropping it.
import type { ScrumboardBoard, ScrumboardCard } from '@api/model';
import { useNavigate } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { CardDialog } from './card-dialog';
import { useBoardWrites } from './use-board-writes';

const card: ScrumboardCard = {
  id: 'c1',
  boardId: 'b1',
  listId: 'l1',
  position: 65536,
  title: 'Publicar anuncio',
  description: null,
  labels: [],
  dueDate: null,
  checklists: [],
  attachments: [],
};
const board: ScrumboardBoard = {
  id: 'b1',
  title: 'Licitación de limpieza',
  description: null,
  icon: null,
  lastActivity: null,
  members: [],
  lists: [{ id: 'l1', boardId: 'b1', position: 65536, title: 'Pendiente', cards: [card] }],
  labels: [],
};

function OpenCard() {
  const writes = useBoardWrites(board.id);
  const navigate = useNavigate();
  return (
    <CardDialog
      board={board}
      card={card}
      writes={writes}
      onClose={() => void navigate({ to: '/apps/scrumboard/$boardUri', params: { boardUri: 'b1' }, search: {} })}
    />
  );
}

describe('CardDialog', () => {
  it('asks before closing a card with a title typed while its save was on the way', async () => {
    const { promise: held, release: answer } = heldAnswer();
    const sent: unknown[] = [];
    stubApi({
      'GET /api/apps/scrumboard/board': () => ({ body: board }),
      'PATCH /api/apps/scrumboard/board/card': async ({ body }) => {
        sent.push(body);
        await held;
        return { body: { ...card, title: 'Publicar anuncio en la plataforma' } };
      },
    });
    renderWithRouter(<OpenCard />, '/apps/scrumboard/b1?card=c1');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    fireEvent.change(title, { target: { value: 'Publicar anuncio en la plataforma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.change(title, { target: { value: 'Publicar anuncio en la plataforma y el diario' } });
    answer();

    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
    expect(title).toHaveValue('Publicar anuncio en la plataforma y el diario');
  });
});
