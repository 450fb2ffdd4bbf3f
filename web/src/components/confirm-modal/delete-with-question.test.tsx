import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { DeleteWithQuestion } from './delete-with-question';

const question = {
  title: '¿Eliminar la etiqueta?',
  message: 'No se puede deshacer.',
  confirmLabel: 'Eliminar',
  cancelLabel: 'Cancelar',
};

/** A list whose delete removes the row at once (as an optimistic update does), with its question. */
function Labels() {
  const [names, setNames] = useState(['Trabajo', 'Personal']);
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <DeleteWithQuestion
            isIconOnly
            label={`Eliminar ${name}`}
            question={question}
            onDelete={async () => setNames((all) => all.filter((other) => other !== name))}
          />
        </li>
      ))}
    </ul>
  );
}

describe('DeleteWithQuestion', () => {
  it("gives the focus to the next row's delete button when the delete takes its row (and the question) away", async () => {
    renderWithRouter(<Labels />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Trabajo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la etiqueta?' });
    const confirm = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Eliminar');
    confirm?.focus();
    fireEvent.click(confirm as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eliminar Trabajo' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Personal' })).toHaveFocus());
  });
});
