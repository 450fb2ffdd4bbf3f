// A rename is saved as it was sent: a name typed while its answer was on the way is still a change to save, and to
// ask about before another project is chosen.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../test-utils/held-answer';
import { renderWithRouter } from '../../../test-utils/render';
import { RenameProjectForm } from './rename-project-form';

describe('RenameProjectForm', () => {
  it('keeps a name typed while the rename was on its way as a change', async () => {
    const answer = heldAnswer();
    const sent: string[] = [];
    const onRename = (name: string) => {
      sent.push(name);
      return answer.promise;
    };
    const { router } = renderWithRouter(
      <RenameProjectForm name="Lote 1" isPending={false} onRename={onRename} />,
      '/gestion?node=a',
    );
    const box = await screen.findByRole('textbox', { name: 'Nombre' });
    const button = screen.getByRole('button', { name: 'Renombrar' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    fireEvent.change(box, { target: { value: 'Lote 1: oficinas' } });
    fireEvent.click(button);
    await waitFor(() => expect(sent).toEqual(['Lote 1: oficinas']));
    fireEvent.change(box, { target: { value: 'Lote 1: oficinas y archivo' } });
    answer.release();
    await answer.promise;

    // Not busy, and a change to save (a button with nothing to do reads so, aria-disabled, and keeps the focus).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Renombrar' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Renombrar' })).not.toHaveAttribute('aria-disabled');
    expect(box).toHaveValue('Lote 1: oficinas y archivo');
    void router.navigate({ to: '/gestion', search: { node: 'b' } });
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
  });

  it('holds no change once the name sent is saved', async () => {
    const answer = heldAnswer();
    renderWithRouter(<RenameProjectForm name="Lote 1" isPending={false} onRename={() => answer.promise} />);
    const box = await screen.findByRole('textbox', { name: 'Nombre' });
    fireEvent.change(box, { target: { value: 'Lote 1: oficinas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renombrar' }));
    answer.release();
    await answer.promise;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Renombrar' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(box).toHaveValue('Lote 1: oficinas');
  });
});
