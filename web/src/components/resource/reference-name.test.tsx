import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionsBasePath } from '../../lib/resources/module-routes';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { ReferenceName } from './reference-name';

describe('ReferenceName', () => {
  it('shows the names of a screen’s references from one search of their collection, and a missing one as such', async () => {
    const fetchMock = stubApi({
      'GET /api/node/projects/search': () => ({
        body: {
          items: [
            { _id: objectId(1), name: 'Obras del puerto' },
            { _id: objectId(2), name: 'Limpieza viaria' },
          ],
          page: 0,
          size: 3,
          total: 2,
          totalPages: 1,
        },
      }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <>
        <ReferenceName collection="projects" id={objectId(1)} />
        <ReferenceName collection="projects" id={objectId(2)} linked />
        <ReferenceName collection="projects" id={objectId(3)} />
        <ReferenceName collection="projects" id={objectId(1)} />
      </>,
      '/',
      queryClient,
    );

    expect(await screen.findAllByText('Obras del puerto')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Limpieza viaria' })).toHaveAttribute(
      'href',
      `${collectionsBasePath}/projects/${objectId(2)}`,
    );
    expect(await screen.findByText(/: registro no encontrado$/)).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(paths).toEqual(['/api/node/projects/search']);
  });
});
