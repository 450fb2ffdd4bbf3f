// The generic form with context-fixed fields: preset fields are hidden and sent (a derived one computed from
// the body), hidden fields neither shown nor sent.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ZodType, z } from 'zod';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';
import { renderWithRouter } from '../../test-utils/render';
import { EntityForm } from './entity-form';

const TESAURO = 'a'.repeat(24);
/** A staff user as the usuarios collection answers one. */
const staffUser = {
  _id: 'e'.repeat(24),
  username: 'lola.saiz',
  email: 'lola.saiz@supervision.example',
  firstName: 'Lola',
  lastName: 'Saiz',
  personId: 'f'.repeat(24),
  roles: ['analyst'],
  moduleroles: ['usuarios:admin', 'archivo:lectura'],
  status: 'active',
  language: 'es',
};

describe('EntityForm preset and hidden fields', () => {
  it('creates a term of the given thesaurus without showing the thesaurus or language fields', async () => {
    const fetchMock = stubApi({
      'POST /api/node/terminos': ({ body }) => ({ status: 201, body: { _id: 'b'.repeat(24), ...(body as object) } }),
    });
    const onSaved = vi.fn();
    renderWithRouter(
      <EntityForm
        definition={resourceDefinition('terminos')}
        mode="create"
        preset={{
          tesauroId: TESAURO,
          language: 'es',
          scopeNote: (body: Record<string, unknown>) => `Nota: ${String(body.term)}`,
        }}
        hiddenFields={['related']}
        onSaved={onSaved}
      />,
    );
    const term = await screen.findByRole('textbox', { name: /^Término/ });
    expect(screen.queryByRole('textbox', { name: /Tesauro/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Idioma')).not.toBeInTheDocument();
    expect(screen.queryByText('Términos relacionados')).not.toBeInTheDocument();
    fireEvent.change(term, { target: { value: 'Licitación' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      term: 'Licitación',
      tesauroId: TESAURO,
      language: 'es',
      scopeNote: 'Nota: Licitación',
    });
  });
});

describe('EntityForm boolean fields', () => {
  it('shows a required boolean as a switch with no prop React cannot put on the page', async () => {
    stubApi({});
    const error = vi.spyOn(console, 'error');
    renderWithRouter(<EntityForm definition={resourceDefinition('products')} mode="create" onSaved={vi.fn()} />);
    expect(await screen.findByRole('switch', { name: /Activo/ })).toBeInTheDocument();
    // React's development build names an unknown DOM prop here (Mantine's Switch has no required mark).
    const unknownProps = error.mock.calls.filter(([message]) => String(message).includes('does not recognize'));
    expect(unknownProps).toEqual([]);
    error.mockRestore();
  });
});

describe('EntityForm picture fields', () => {
  it("edits a picture's address on one line, shown beside it", async () => {
    stubApi({});
    const person = { _id: 'c'.repeat(24), firstName: 'Lucía', avatar: 'images/avatars/female-04.jpg' };
    const { container } = renderWithRouter(
      <EntityForm definition={resourceDefinition('webusers')} mode="update" record={person} onSaved={vi.fn()} />,
    );
    const input = await screen.findByRole('textbox', { name: 'Foto de perfil' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveValue('images/avatars/female-04.jpg');
    expect(container.querySelector('img[src$="images/avatars/female-04.jpg"]')).not.toBeNull();
  });
});

describe('EntityForm permissions', () => {
  it('picks a permission in words and sends its code; one the interface has no words for is kept', async () => {
    const id = staffUser._id;
    const fetchMock = stubApi({
      [`PUT /api/node/usuarios/${id}`]: ({ body }) => ({ body: { _id: id, ...(body as object) } }),
    });
    const onSaved = vi.fn();
    const user = staffUser;
    renderWithRouter(
      <EntityForm definition={resourceDefinition('usuarios')} mode="update" record={user} onSaved={onSaved} />,
    );
    // The pills (and the list's options, which Mantine keeps on the page) say them in words.
    expect(await screen.findAllByText('Usuarios (administración)')).not.toHaveLength(0);
    expect(screen.getAllByText('archivo (lectura)')).not.toHaveLength(0);
    expect(screen.queryByText('usuarios:admin')).toBeNull();
    await pick(/^Roles por módulo/, 'Tareas (consulta)');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      moduleroles: ['usuarios:admin', 'archivo:lectura', 'tareas:view'],
    });
  });
});

describe('EntityForm lists of objects', () => {
  it("names a procedure's steps, picks a step's role in words and sends its code", async () => {
    const id = 'd'.repeat(24);
    const fetchMock = stubApi({
      [`PUT /api/node/workflows/${id}`]: ({ body }) => ({ body: { _id: id, ...(body as object) } }),
    });
    const onSaved = vi.fn();
    const steps = [
      { order: 1, name: 'Presentación', status: 'completed', role: 'workflow:user' },
      { order: 2, name: 'Revisión', status: 'pending', role: 'capacitacion:admin' },
    ];
    const workflow = { _id: id, kind: 'instance', code: 'SOL-1', title: 'Solicitud', status: 'submitted', steps };
    renderWithRouter(
      <EntityForm definition={resourceDefinition('workflows')} mode="update" record={workflow} onSaved={onSaved} />,
    );
    expect(await screen.findByRole('group', { name: 'Paso 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir paso' })).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Paso 1' });
    expect(within(first).getByRole('combobox', { name: 'Rol' })).toHaveValue('Trámites (uso)');
    // Each item's remove button says which item it removes.
    expect(screen.getByRole('button', { name: 'Quitar paso 2' })).toBeInTheDocument();
    await pick(/^Rol/, 'Capacitación (administración)', first);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    const sent = JSON.parse(String(init?.body)) as { steps: { role: string }[] };
    expect(sent.steps.map((step) => step.role)).toEqual(['capacitacion:admin', 'capacitacion:admin']);
  });
});

describe('EntityForm money fields', () => {
  it('edits a price as money in the language: the symbol on its side and two decimals', async () => {
    stubApi({});
    const product = {
      _id: 'c'.repeat(24),
      code: 'CAT-0001',
      name: 'Papel A4',
      unit: 'paquete',
      unitPrice: 4.2,
      active: true,
    };
    renderWithRouter(
      <EntityForm definition={resourceDefinition('products')} mode="update" record={product} onSaved={vi.fn()} />,
    );
    expect(await screen.findByRole('textbox', { name: /Precio unitario/ })).toHaveValue('4,20\u00a0€');
  });
});

/** Opens a select (or multi-select) and picks an option of its own list (Mantine keeps every list on the page). */
async function pick(label: RegExp, option: string, inside: HTMLElement = document.body): Promise<void> {
  const input = within(inside).getByRole('combobox', { name: label });
  fireEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no list for ${String(label)}`);
    return found;
  });
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('EntityForm choices', () => {
  /** The clear button beside a select (Mantine's, in the field's wrapper). */
  const clearButtonOf = (input: HTMLElement) =>
    input.closest('.mantine-Input-wrapper')?.querySelector('.mantine-InputClearButton-root') ?? null;
  /** Clears a select with its clear button, which a chosen optional choice has. */
  const clearChoice = (input: HTMLElement) => {
    const clear = clearButtonOf(input);
    if (!(clear instanceof HTMLElement)) throw new Error('a chosen optional choice can be cleared');
    fireEvent.click(clear);
  };

  it('shows no clear button on an empty optional choice; one chosen can be cleared, and is then left out', async () => {
    const fetchMock = stubApi({
      'POST /api/node/projects': ({ body }) => ({ status: 201, body: { _id: 'b'.repeat(24), ...(body as object) } }),
    });
    const onSaved = vi.fn();
    renderWithRouter(<EntityForm definition={resourceDefinition('projects')} mode="create" onSaved={onSaved} />);
    const contractType = await screen.findByRole('combobox', { name: /^Tipo de contrato/ });
    expect(clearButtonOf(contractType)).toBeNull();
    expect(clearButtonOf(screen.getByRole('combobox', { name: /^Nivel de riesgo/ }))).toBeNull();

    await pick(/^Tipo de contrato/, 'Obras');
    expect(contractType).toHaveValue('Obras');
    clearChoice(contractType);
    expect(contractType).toHaveValue('');
    expect(clearButtonOf(contractType)).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Código' }), { target: { value: 'EXP-2026-900' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Limpieza de sedes' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Órgano de contratación/ }), {
      target: { value: 'Consejería de Hacienda' },
    });
    await pick(/^Procedimiento/, 'Abierto');
    fireEvent.change(screen.getByRole('textbox', { name: /^Importe/ }), { target: { value: '1200' } });
    // The budget's currency, its one choice, is chosen already.
    expect(screen.getByRole('combobox', { name: /^Moneda/ })).toHaveValue('Euro (EUR)');
    await pick(/^Estado/, 'En preparación');
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('contractType');
  });

  it('leaves the form as it opened when a choice made since is cleared: nothing to ask about on leaving', async () => {
    stubApi({});
    const project = {
      _id: 'c'.repeat(24),
      code: 'EXP-2026-0007',
      name: 'Limpieza de sedes',
      procuringEntity: 'Consejería de Hacienda',
      procedureType: 'abierto',
      budget: { amount: 1200, currency: 'EUR' },
      status: 'planning',
    };
    const { router } = renderWithRouter(
      <EntityForm definition={resourceDefinition('projects')} mode="update" record={project} onSaved={vi.fn()} />,
    );
    const riskLevel = await screen.findByRole('combobox', { name: /^Nivel de riesgo/ });
    await pick(/^Nivel de riesgo/, 'Alto');
    clearChoice(riskLevel);
    void router.navigate({ to: '/agenda' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar?' })).toBeNull();
  });

  it.each(['projects', 'auditlogs', 'viewselectors'] as const)(
    'shows no clear button on any empty select of a new %s, a collection’s name too',
    async (collection) => {
      stubApi({});
      renderWithRouter(<EntityForm definition={resourceDefinition(collection)} mode="create" onSaved={vi.fn()} />);
      await screen.findByRole('button', { name: 'Crear' });
      const empty = screen.getAllByRole('combobox').filter((input) => (input as HTMLInputElement).value === '');
      expect(empty.length).toBeGreaterThan(0);
      expect(empty.filter((input) => clearButtonOf(input) !== null).map((input) => input.id)).toEqual([]);
    },
  );
});

describe('EntityForm names of collections and fields', () => {
  it('picks a saved view’s collection by its title, then its columns, sort field and filters among that collection’s', async () => {
    const fetchMock = stubApi({
      'POST /api/node/viewselectors': ({ body }) => ({
        status: 201,
        body: { _id: 'd'.repeat(24), ...(body as object) },
      }),
    });
    const onSaved = vi.fn();
    renderWithRouter(<EntityForm definition={resourceDefinition('viewselectors')} mode="create" onSaved={onSaved} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Mis expedientes' } });
    // Fields cannot be picked before the collection they belong to.
    expect(screen.getAllByPlaceholderText('Elija antes la colección')[0]).toBeDisabled();

    await pick(/^Colección/, 'Expedientes');
    await pick(/^Columnas/, 'Código');
    await pick(/^Columnas/, 'Procedimiento');
    await pick(/^Ordenar por/, 'Nombre');
    // A filter: its field among the collection's filters, its value among that field's values.
    fireEvent.click(screen.getByRole('button', { name: 'Añadir filtro' }));
    await pick(/^Campo/, 'Estado');
    await pick(/^Operador/, 'Igual a');
    await pick(/^Valor/, 'En licitación');
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Mis expedientes',
      collection: 'projects',
      columns: ['code', 'procedureType'],
      sortField: 'name',
      filters: [{ field: 'status', operator: 'eq', value: 'tendering' }],
    });
  });
});

describe('EntityForm saved view of another collection', () => {
  it('empties the columns, filters and sort field chosen for the collection before', async () => {
    const fetchMock = stubApi({
      'PUT /api/node/viewselectors/eeeeeeeeeeeeeeeeeeeeeeee': ({ body }) => ({
        status: 200,
        body: { _id: 'e'.repeat(24), ...(body as object) },
      }),
    });
    const onSaved = vi.fn();
    const view = {
      _id: 'e'.repeat(24),
      name: 'Expedientes en licitación',
      collection: 'projects',
      columns: ['code', 'name'],
      filters: [{ field: 'status', operator: 'eq', value: 'tendering' }],
      sortField: 'code',
      isDefault: false,
    };
    renderWithRouter(
      <EntityForm definition={resourceDefinition('viewselectors')} mode="update" record={view} onSaved={onSaved} />,
    );
    await screen.findByRole('combobox', { name: /^Colección/ });
    await pick(/^Colección/, 'Tareas');
    // A column of tasks, the only field now chosen.
    await pick(/^Columnas/, 'Título');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT') ?? [];
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ collection: 'tasks', columns: ['title'] });
    expect(body.filters ?? []).toEqual([]);
    expect(body.sortField ?? '').toBe('');
  });
});

describe('EntityForm colours', () => {
  it('picks a colour with a colour input and sends it as the contract writes it, lowercase hex', async () => {
    const fetchMock = stubApi({
      'POST /api/node/tags': ({ body }) => ({ status: 201, body: { _id: 'f'.repeat(24), ...(body as object) } }),
    });
    const onSaved = vi.fn();
    renderWithRouter(<EntityForm definition={resourceDefinition('tags')} mode="create" onSaved={onSaved} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Nombre/ }), { target: { value: 'Obras' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Identificador URL/ }), { target: { value: 'obras' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Color/ }), { target: { value: '#2563EB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Obras', slug: 'obras', color: '#2563eb' });
  });
});

describe('EntityForm icons', () => {
  it('picks a dashboard card’s icon among the catalogue’s, by name', async () => {
    stubApi({
      'GET /api/ui/icons/heroicons-outline': () => ({
        status: 200,
        body: {
          namespace: 'heroicons_outline',
          name: 'Heroicons Outline',
          grid: 'icon-size-6',
          list: ['chart-pie', 'star'],
        },
      }),
    });
    const card = {
      _id: 'a'.repeat(24),
      title: 'Evaluación de riesgos',
      icon: 'heroicons_outline:star',
      route: '/risk',
      module: 'riesgos',
      role: 'admin',
      audience: 'admin',
      order: 1,
    };
    renderWithRouter(
      <EntityForm
        definition={resourceDefinition('dashboards')}
        mode="update"
        record={card as never}
        onSaved={vi.fn()}
      />,
    );
    await screen.findByRole('combobox', { name: /^Icono/ });
    await pick(/^Icono/, 'chart-pie');
    expect(screen.getByRole('combobox', { name: /^Icono/ })).toHaveValue('chart-pie');
  });
});

describe('EntityForm body schema', () => {
  /** Products, with a create schema that comes when the test says so (or fails to). */
  function productsLoadingSchema() {
    const products = resourceDefinition('products');
    const loads: { resolve: (schema: ZodType) => void; reject: (error: Error) => void }[] = [];
    const definition: ResourceDefinition = {
      ...products,
      operations: {
        ...products.operations,
        loadCreateBody: () => new Promise<ZodType>((resolve, reject) => loads.push({ resolve, reject })),
      },
    };
    return { definition, loads };
  }
  const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('shows the form once the collection’s schema is in, and checks the body with that schema', async () => {
    stubApi({});
    const { definition, loads } = productsLoadingSchema();
    renderWithRouter(<EntityForm definition={definition} mode="create" onSaved={vi.fn()} />, '/', noRetries());
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('button', { name: 'Crear' })).not.toBeInTheDocument();

    loads[0]?.resolve(z.object({ code: z.string().min(12) }).loose());
    const code = await screen.findByRole('textbox', { name: /^Código(?! CPV)/ });
    fireEvent.change(code, { target: { value: 'CAT-0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Escriba al menos 12 caracteres')).toBeInTheDocument();
  });

  it('says so when the schema cannot be loaded, and shows the form when a retry brings it', async () => {
    stubApi({});
    const { definition, loads } = productsLoadingSchema();
    renderWithRouter(<EntityForm definition={definition} mode="create" onSaved={vi.fn()} />, '/', noRetries());
    await waitFor(() => expect(loads).toHaveLength(1));
    loads[0]?.reject(new Error('chunk failed'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(loads).toHaveLength(2));
    loads[1]?.resolve(z.object({}).loose());
    expect(await screen.findByRole('button', { name: 'Crear' })).toBeInTheDocument();
  });
});

describe('EntityForm saves', () => {
  it('counts what was typed while a save was on its way as a change to ask about', async () => {
    const id = staffUser._id;
    const { promise: held, release: answer } = heldAnswer();
    const fetchMock = stubApi({
      [`PUT /api/node/usuarios/${id}`]: async ({ body }) => {
        await held;
        return { body: { _id: id, ...(body as object) } };
      },
    });
    const onSaved = vi.fn();
    const user = staffUser;
    const { router } = renderWithRouter(
      <EntityForm definition={resourceDefinition('usuarios')} mode="update" record={user} onSaved={onSaved} />,
    );
    const firstName = await screen.findByDisplayValue('Lola');
    fireEvent.change(firstName, { target: { value: 'Dolores' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'PUT')).toBe(true));
    fireEvent.change(firstName, { target: { value: 'María Dolores' } });
    answer();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());

    void router.navigate({ to: '/agenda' });
    expect(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).toBeInTheDocument();
    expect(firstName).toHaveValue('María Dolores');
  });
});
