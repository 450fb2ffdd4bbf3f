// A new label's name leaves the box as it is sent: the next one can be typed while it is created, and is kept.
import type { ScrumboardLabel } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { NewLabelField } from './new-label-field';
import { useBoardWrites } from './use-board-writes';

const created: ScrumboardLabel = { id: 'label-1', boardId: 'b1', title: 'Urgente' };

function Field({ onCreated }: { onCreated: (id: string) => void }) {
  return <NewLabelField boardId="b1" writes={useBoardWrites('b1')} onCreated={onCreated} />;
}

describe('NewLabelField', () => {
  it('keeps a name typed while the previous label was being created', async () => {
    const { promise: held, release: answer } = heldAnswer();
    stubApi({
      'PUT /api/apps/scrumboard/board/label': async () => {
        await held;
        return { body: created };
      },
    });
    const selected: string[] = [];
    renderWithRouter(<Field onCreated={(id) => selected.push(id)} />);
    const name = await screen.findByRole('textbox', { name: 'Nueva etiqueta' });
    fireEvent.change(name, { target: { value: 'Urgente' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(name).toHaveValue('');
    fireEvent.change(name, { target: { value: 'Revisión' } });
    answer();

    await waitFor(() => expect(selected).toEqual(['label-1']));
    expect(name).toHaveValue('Revisión');
  });
});
