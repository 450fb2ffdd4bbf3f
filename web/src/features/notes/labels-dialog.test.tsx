// A new label's name leaves the box as it is sent: the next one can be typed while it is created, and a refused name
// comes back.
import type { NotesLabel } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { LabelsDialog } from './labels-dialog';
import { useNoteWrites } from './use-note-writes';

const created: NotesLabel = { id: 'l1', title: 'Pliegos' };

function Labels() {
  return <LabelsDialog labels={[]} writes={useNoteWrites()} onClose={() => undefined} />;
}

function holdCreate(status = 200) {
  const { promise: held, release: answer } = heldAnswer();
  const sent: unknown[] = [];
  stubApi({
    'POST /api/apps/notes/labels': async ({ body }) => {
      sent.push(body);
      await held;
      return status === 200 ? { body: [created] } : { status, body: { statusCode: status, message: 'Refused' } };
    },
    'GET /api/apps/notes/labels': () => ({ body: [created] }),
  });
  return { answer, sent };
}

describe('LabelsDialog', () => {
  it('keeps a name typed while the previous label was being created', async () => {
    const { answer, sent } = holdCreate();
    renderWithRouter(<Labels />);
    const name = await screen.findByRole('textbox', { name: 'Nueva etiqueta' });
    fireEvent.change(name, { target: { value: 'Pliegos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Pliegos' }]));
    fireEvent.change(name, { target: { value: 'Recursos' } });
    answer();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear' })).not.toHaveAttribute('data-loading'));
    expect(name).toHaveValue('Recursos');
  });

  it('gives a refused name back', async () => {
    const { answer } = holdCreate(400);
    renderWithRouter(<Labels />);
    const name = await screen.findByRole('textbox', { name: 'Nueva etiqueta' });
    fireEvent.change(name, { target: { value: 'Pliegos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(name).toHaveValue(''));
    answer();
    await waitFor(() => expect(name).toHaveValue('Pliegos'));
  });
});
