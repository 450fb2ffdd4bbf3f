// An agenda entry's dialog reads the entry first; the edit form's schema loads meanwhile, so Edit shows the form
// at once instead of a loading state.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodySchemaQuery } from '../../../lib/resources/body-schema';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { stubApi } from '../../../test-utils/fetch-routes';
import { renderWithRouter } from '../../../test-utils/render';
import { AgendaEntryModal } from './agenda-entry-modal';

const ID = 'e'.repeat(24);
const entry = {
  _id: ID,
  name: 'Mesa de contratación: apertura de sobres',
  slug: 'mesa-de-contratacion',
  type: 'mesa',
  startsAt: '2026-11-30T09:00:00.000Z',
};

describe('AgendaEntryModal', () => {
  it('loads the edit form’s schema while the entry is read, so Edit opens the form at once', async () => {
    stubApi({ [`GET /api/node/agendables/${ID}`]: () => ({ body: entry }) });
    const { queryClient } = renderWithRouter(<AgendaEntryModal id={ID} onClose={vi.fn()} />);
    const schemaKey = bodySchemaQuery(resourceDefinition('agendables'), 'update').queryKey;
    await waitFor(() => expect(queryClient.getQueryData(schemaKey)).toBeDefined());

    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));

    // In the same render as the click: no loading state between the details and the form.
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });
});
