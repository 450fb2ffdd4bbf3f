// A new tag's name leaves the box as it is sent: the next one can be typed while it is created, and a refused name
// comes back. A tag is renamed when its box is left changed (as shown: a seeded name in the reader's language left
// as it is writes nothing), and deleted after the question, refreshing the tags and what lists them.

import {
  getInventoryListTagsQueryKey,
  useInventoryCreateTag,
  useInventoryDeleteTag,
  useInventoryListTags,
  useInventoryUpdateTag,
} from '@api/endpoints/inventory/inventory';
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

// Driven by the inventory's tag calls (any app's would do).
const hooks = {
  useList: useInventoryListTags,
  useCreate: useInventoryCreateTag,
  useUpdate: useInventoryUpdateTag,
  useDelete: useInventoryDeleteTag,
  tagsKey: getInventoryListTagsQueryKey(),
  taggedKeys: [],
};

const Manager = () => (
  <TagsManager
    opened
    onClose={() => undefined}
    hooks={hooks}
    title="Etiquetas de producto"
    deleteMessage={(title) => `Se eliminará ${title}`}
  />
);

const newTag = () => screen.findByRole('textbox', { name: 'Nueva etiqueta' });

const Translated = () => (
  <TagsManager
    opened
    onClose={() => undefined}
    hooks={hooks}
    title="Etiquetas"
    deleteMessage={(title) => `Se quitará ${title} de todo.`}
    shownTitle={(title) => (title === 'Work' ? 'Trabajo' : title)}
  />
);

describe('TagsManager', () => {
  it('keeps a name typed while the previous tag was being created', async () => {
    const { answer } = holdCreate();
    renderWithRouter(<Manager />);
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
    renderWithRouter(<Manager />);
    const name = await newTag();
    fireEvent.change(name, { target: { value: 'Oficina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    answer();
    await waitFor(() => expect(name).toHaveValue('Oficina'));
  });

  function stubTags() {
    const writes: string[] = [];
    let tags = [
      { id: 't1', title: 'Work' },
      { id: 't2', title: 'Oficina' },
    ];
    stubApi({
      'GET /api/apps/ecommerce/inventory/tags': () => ({ body: tags }),
      'PATCH /api/apps/ecommerce/inventory/tag': ({ body }) => {
        writes.push(`PATCH ${JSON.stringify(body)}`);
        return { body: null };
      },
      'DELETE /api/apps/ecommerce/inventory/tag': ({ url }) => {
        writes.push(`DELETE ${url.searchParams.get('id')}`);
        tags = tags.filter((tag) => tag.id !== url.searchParams.get('id'));
        return { body: true };
      },
    });
    return writes;
  }

  it('renames a tag left changed, and writes nothing for one left as shown', async () => {
    const writes = stubTags();
    renderWithRouter(<Translated />);
    const work = await screen.findByRole('textbox', { name: 'Nombre de la etiqueta Trabajo' });
    expect(work).toHaveValue('Trabajo');
    fireEvent.blur(work);
    const office = screen.getByRole('textbox', { name: 'Nombre de la etiqueta Oficina' });
    fireEvent.change(office, { target: { value: ' Despacho ' } });
    fireEvent.blur(office);
    await waitFor(() => expect(writes).toEqual(['PATCH {"id":"t2","tag":{"title":"Despacho"}}']));
  });

  it('deletes a tag once the question is answered, and shows the tags left', async () => {
    const writes = stubTags();
    renderWithRouter(<Translated />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar la etiqueta Trabajo' }));
    expect(await screen.findByText('Se quitará Trabajo de todo.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Trabajo/ })).not.toBeInTheDocument());
    expect(writes).toEqual(['DELETE t1']);
    expect(screen.getByRole('textbox', { name: 'Nombre de la etiqueta Oficina' })).toBeInTheDocument();
  });
});
