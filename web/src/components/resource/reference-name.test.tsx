import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionsBasePath } from '../../lib/resources/module-routes';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { ReferenceName, ViaReferenceName } from './reference-name';

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

  it('finds a record of no stated collection in each candidate in turn, and links it; none found reads as such', async () => {
    const course = {
      _id: objectId(7),
      title: 'Introducción a la Ley 9/2017',
      processcontext: { targetId: objectId(5) },
    };
    const empty = { items: [], page: 0, size: 1, total: 0, totalPages: 0 };
    const fetchMock = stubApi({
      'GET /api/node/projects/search': () => ({ body: empty }),
      'GET /api/node/posts/search': ({ url }) => ({
        body:
          url.searchParams.get('processcontext.targetId') === objectId(5)
            ? { items: [course], page: 0, size: 1, total: 1, totalPages: 1 }
            : empty,
      }),
    });
    const candidates = [
      { collection: 'projects', by: '_id' },
      { collection: 'posts', by: 'processcontext.targetId' },
    ] as const;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <>
        <ViaReferenceName candidates={candidates} id={objectId(5)} linked />
        <ViaReferenceName candidates={candidates} id={objectId(6)} />
      </>,
      '/',
      queryClient,
    );
    expect(await screen.findByRole('link', { name: course.title })).toHaveAttribute(
      'href',
      `${collectionsBasePath}/posts/${objectId(7)}`,
    );
    expect(await screen.findByText('Registro vinculado')).toBeInTheDocument();
    const projectsAsked = fetchMock.mock.calls.filter(([url]) => String(url).includes('/projects/search'));
    expect(projectsAsked.map(([url]) => new URL(String(url), 'http://x').searchParams.get('ids'))).toContain(
      objectId(5),
    );
  });
});
