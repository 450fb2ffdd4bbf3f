// A list's title renamed in place: Enter saves and Escape cancels, each giving the focus back to the title; a title
// typed while the rename was on its way stays in the field.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { ListTitle } from './list-title';

/** The title as the board shows it: renamed once the rename is answered. */
function RenamedList({ onRename }: { onRename: (title: string) => Promise<unknown> }) {
  const [title, setTitle] = useState('Pendiente');
  return <ListTitle title={title} onRename={(next) => onRename(next).then(() => setTitle(next))} />;
}

const openField = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Pendiente' }));
  return screen.getByRole('textbox', { name: 'Título de la lista' });
};

describe('ListTitle', () => {
  it('saves with Enter, once, and gives the focus back to the title', async () => {
    const sent: string[] = [];
    renderWithRouter(<RenamedList onRename={async (title) => void sent.push(title)} />);
    const field = await openField();
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: ' En revisión ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);

    const title = await screen.findByRole('button', { name: 'En revisión' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(sent).toEqual(['En revisión']);
  });

  it('cancels with Escape and gives the focus back to the title', async () => {
    const sent: string[] = [];
    renderWithRouter(<RenamedList onRename={async (title) => void sent.push(title)} />);
    const field = await openField();
    fireEvent.change(field, { target: { value: 'En revisión' } });
    fireEvent.keyDown(field, { key: 'Escape' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Pendiente' })).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('keeps a title typed while the rename was on its way', async () => {
    const rename = heldAnswer();
    renderWithRouter(<RenamedList onRename={() => rename.promise} />);
    const field = await openField();
    fireEvent.change(field, { target: { value: 'En revisión' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'En revisión técnica' } });
    rename.release();
    await act(() => rename.promise);

    expect(screen.getByRole('textbox', { name: 'Título de la lista' })).toBe(field);
    expect(field).toHaveValue('En revisión técnica');
    expect(screen.queryByRole('button', { name: 'En revisión' })).not.toBeInTheDocument();
  });
});
