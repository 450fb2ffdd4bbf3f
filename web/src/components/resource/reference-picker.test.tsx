import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { ReferenceListPicker, ReferencePicker } from './reference-picker';
import { SEARCH_DELAY_MS } from './search-box';

const people = [
  { _id: objectId(1), username: 'mgarcia', firstName: 'María', lastName: 'García' },
  { _id: objectId(2), username: 'jlopez', firstName: 'Juan', lastName: 'López' },
  { _id: objectId(3), username: 'aruiz', firstName: 'Ana', lastName: 'Ruiz' },
];

describe('ReferenceListPicker', () => {
  it('names the records picked, fetched together in one search by their ids', async () => {
    const fetchMock = stubApi({
      'GET /api/node/usuarios/search': () => ({
        body: { items: people, page: 0, size: 20, total: people.length, totalPages: 1 },
      }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <ReferenceListPicker
        collection="usuarios"
        label="Equipo"
        value={[objectId(1), objectId(2), objectId(3)]}
        onChange={() => {}}
      />,
      '/',
      queryClient,
    );
    // Each picked record shows with its name (as a pill, and among the options).
    // A staff member is named by their name, not their user name.
    for (const person of people)
      expect(await screen.findAllByText(`${person.firstName} ${person.lastName}`)).not.toHaveLength(0);
    const searches = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test'));
    expect(searches.map((url) => url.pathname)).toEqual(['/api/node/usuarios/search', '/api/node/usuarios/search']);
    // One for the options, one for the names of the three picked.
    expect(searches.map((url) => url.searchParams.getAll('ids'))).toContainEqual([
      objectId(1),
      objectId(2),
      objectId(3),
    ]);
  });

  it('says the options could not be loaded when the search fails, not that nothing matches', async () => {
    stubApi({
      'GET /api/node/usuarios/search': () => ({ status: 503, body: { statusCode: 503, message: 'down' } }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <ReferencePicker collection="usuarios" label="Responsable" value="" onChange={() => {}} />,
      '/',
      queryClient,
    );
    const [input] = (await screen.findAllByLabelText('Responsable')).filter((element) => element.tagName === 'INPUT');
    if (!input) throw new Error('The picker has an input');
    fireEvent.click(input);
    expect(await screen.findByText(/^No se pudieron cargar las opciones/)).toBeInTheDocument();
    expect(screen.queryByText('Ningún registro coincide con la búsqueda.')).toBeNull();
  });
});

describe('ReferencePicker', () => {
  afterEach(() => vi.useRealTimers());

  it('opened on its value, offers the other records too, not only the one its text names', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'GET /api/node/usuarios/search': ({ url }) => {
        const ids = url.searchParams.getAll('ids');
        const text = url.searchParams.get('q') ?? '';
        const items = people.filter((person) =>
          ids.length ? ids.includes(person._id) : person.firstName.includes(text),
        );
        return { body: { items, page: 0, size: 20, total: items.length, totalPages: 1 } };
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithRouter(
      <ReferencePicker collection="usuarios" label="Responsable" value={objectId(1)} onChange={() => {}} />,
      '/',
      queryClient,
    );
    expect(await screen.findByDisplayValue('María García')).toBeInTheDocument();
    const [input] = screen.getAllByLabelText('Responsable').filter((element) => element.tagName === 'INPUT');
    if (!input) throw new Error('The picker has an input');
    fireEvent.click(input);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(people.length);
    const texts = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app.test').searchParams.get('q'));
    expect(texts).not.toContain('María García');
  });
});
