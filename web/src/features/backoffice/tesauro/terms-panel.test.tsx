// Adding a term opens the generic form in a dialog. The form's schema starts loading when the pointer comes over
// the Add button (or the focus comes to it), so the dialog opens with the form rather than a loading state.
import type { Tesauro } from '@api/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodySchemaQuery } from '../../../lib/resources/body-schema';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { stubApi } from '../../../test-utils/fetch-routes';
import { renderWithRouter } from '../../../test-utils/render';
import { TermsPanel } from './terms-panel';

const tesauro: Tesauro = {
  _id: 'f'.repeat(24),
  code: 'TES-01',
  name: 'Contratación pública',
  language: 'es',
  status: 'draft',
};
const createSchemaKey = bodySchemaQuery(resourceDefinition('terminos'), 'create').queryKey;

function renderPanel() {
  stubApi({ 'GET /api/node/terminos/search': () => ({ body: { items: [], total: 0, page: 0, size: 500 } }) });
  return renderWithRouter(<TermsPanel tesauro={tesauro} q={undefined} page={1} onSearch={vi.fn()} onPage={vi.fn()} />);
}

describe('TermsPanel', () => {
  it('loads the new-term form’s schema when the pointer comes over Add, so the dialog opens with the form', async () => {
    const { queryClient } = renderPanel();
    const add = await screen.findByRole('button', { name: 'Añadir término' });
    expect(queryClient.getQueryData(createSchemaKey)).toBeUndefined();

    fireEvent.pointerEnter(add);
    await waitFor(() => expect(queryClient.getQueryData(createSchemaKey)).toBeDefined());
    fireEvent.click(add);

    // In the same render as the click: the form, no loading state.
    expect(screen.getByRole('button', { name: 'Crear' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('loads it when the focus comes to Add too (keyboard users)', async () => {
    const { queryClient } = renderPanel();
    fireEvent.focus(await screen.findByRole('button', { name: 'Añadir término' }));
    await waitFor(() => expect(queryClient.getQueryData(createSchemaKey)).toBeDefined());
  });
});
