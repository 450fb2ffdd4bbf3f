// Cards are added one after another from the same box: the next title may be typed while the last is being added.
// Closed by "Cancelar" or Escape, the box gives the focus back to the button that opened it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { InlineAddForm } from './inline-add-form';

async function renderForm(onAdd: (title: string) => Promise<unknown>) {
  renderWithRouter(<InlineAddForm label="Añadir tarjeta" fieldLabel="Título" onAdd={onAdd} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Añadir tarjeta' }));
  return screen.getByRole('textbox', { name: 'Título' });
}

describe('InlineAddForm', () => {
  it('empties the box once its title is added', async () => {
    const added: string[] = [];
    const box = await renderForm(async (title) => {
      added.push(title);
    });
    fireEvent.change(box, { target: { value: 'Revisar pliegos' } });
    fireEvent.submit(box);
    await waitFor(() => expect(added).toEqual(['Revisar pliegos']));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps a title typed while the last one was being added', async () => {
    const { promise: pending, release: answer } = heldAnswer();
    const added: string[] = [];
    const box = await renderForm((title) => {
      added.push(title);
      return pending;
    });
    fireEvent.change(box, { target: { value: 'Revisar pliegos' } });
    fireEvent.submit(box);
    await waitFor(() => expect(added).toEqual(['Revisar pliegos']));
    fireEvent.change(box, { target: { value: 'Publicar anuncio' } });
    answer();
    await pending;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir' })).not.toHaveAttribute('data-loading'));
    expect(box).toHaveValue('Publicar anuncio');
  });

  it.each([
    ['Cancelar', () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))],
    ['Escape', (box: HTMLElement) => fireEvent.keyDown(box, { key: 'Escape' })],
  ])('closed by %s, gives the focus back to its button and adds nothing', async (_how, closeIt) => {
    const added: string[] = [];
    const box = await renderForm(async (title) => {
      added.push(title);
    });
    fireEvent.change(box, { target: { value: 'Revisar pliegos' } });
    closeIt(box);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir tarjeta' })).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    expect(added).toEqual([]);
  });
});
