import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { collectionDeclarations } from '../../lib/resources/declarations';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { ViaReferencePicker } from './via-reference-picker';

const candidates = collectionDeclarations.documents?.refVia?.targetId ?? [];
const project = { _id: objectId(1), name: 'Obras del parque norte', code: 'EXP-2026-001' };
const course = {
  _id: objectId(2),
  title: 'Curso de contratación electrónica',
  processcontext: { targetId: objectId(3) },
};
// A post whose process is the project: its id is one option, the project's.
const projectPost = { _id: objectId(4), title: 'Noticia del parque', processcontext: { targetId: objectId(1) } };

function page(items: unknown[]) {
  return { items, page: 0, size: 20, total: items.length, totalPages: 1 };
}

function renderPicker(value: string, onChange = vi.fn()) {
  stubApi({
    'GET /api/node/projects/search': ({ url }) => ({
      body: page(url.searchParams.getAll('ids').some((id) => id !== objectId(1)) ? [] : [project]),
    }),
    'GET /api/node/posts/search': ({ url }) => {
      const process = url.searchParams.get('processcontext.targetId');
      return {
        body: page(
          process
            ? [course, projectPost].filter((post) => post.processcontext.targetId === process)
            : [course, projectPost],
        ),
      };
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithRouter(
    <ViaReferencePicker candidates={candidates} label="Registro de destino" value={value} onChange={onChange} />,
    '/',
    queryClient,
  );
  return onChange;
}

async function openOptions() {
  const [input] = (await screen.findAllByLabelText('Registro de destino')).filter(
    (element) => element.tagName === 'INPUT',
  );
  if (!input) throw new Error('The picker has an input');
  fireEvent.click(input);
  return input;
}

describe('ViaReferencePicker', () => {
  it('offers the records of each candidate collection under its title, by name, and picks the id the field holds', async () => {
    const onChange = renderPicker('');
    await openOptions();
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText('Expedientes')).toBeInTheDocument();
    expect(within(listbox).getByText('Publicaciones')).toBeInTheDocument();
    // A post's process is its option's value; the post whose process is the project is the project's option.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Obras del parque norte'), 'Curso de contratación electrónica']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Curso de contratación electrónica' }));
    expect(onChange).toHaveBeenCalledWith(objectId(3));
  });

  it('shows the current value by its name', async () => {
    renderPicker(objectId(3));
    expect(await screen.findByDisplayValue('Curso de contratación electrónica')).toBeInTheDocument();
  });

  it('keeps an id no candidate holds, said as a linked record', async () => {
    renderPicker(objectId(9));
    expect(await screen.findByDisplayValue('Registro vinculado')).toBeInTheDocument();
  });
});
