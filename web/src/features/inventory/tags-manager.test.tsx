// A new tag's name leaves the box as it is sent: the next one can be typed while it is created, and a refused name
// comes back.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { TagsManager } from './tags-manager';

function holdCreate(status = 200) {
  const { promise: held, release: answer } = heldAnswer();
  stubApi({
    'GET /api/apps/ecommerce/inventory/tags': () => ({ body: [] }),
    'POST /api/apps/ecommerce/inventory/tag': async () => {
      await held;
      return status === 200
        ? { body: { id: 't9', title: 'Oficina' } }
        : { status, body: { statusCode: status, message: 'Refused' } };
    },
  });
  return { answer };
}

const newTag = () => screen.findByRole('textbox', { name: 'Nueva etiqueta' });

describe('TagsManager', () => {
  it('keeps a name typed while the previous tag was being created', async () => {
    const { answer } = holdCreate();
    renderWithRouter(<TagsManager opened onClose={() => undefined} />);
    const name = await newTag();
    fireEvent.change(name, { target: { value: 'Oficina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(name).toHaveValue('');
    fireEvent.change(name, { target: { value: 'Archivo' } });
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir' })).not.toHaveAttribute('data-loading'));
    expect(name).toHaveValue('Archivo');
  });

  it('gives a refused name back', async () => {
    const { answer } = holdCreate(400);
    renderWithRouter(<TagsManager opened onClose={() => undefined} />);
    const name = await newTag();
    fireEvent.change(name, { target: { value: 'Oficina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    answer();
    await waitFor(() => expect(name).toHaveValue('Oficina'));
  });
});
