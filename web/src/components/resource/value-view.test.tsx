// How a field's value reads: an e-mail address wraps after its @ (never inside a word), and copies whole.

import type { CollectionName } from '@api/resources/collections';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { ValueView } from './value-view';

/** Shows one field of a collection as the contract describes it, in a record holding only that value. */
function renderContractField(collection: CollectionName, name: string, value: string | number) {
  const definition = resourceDefinition(collection);
  return renderWithRouter(
    <ValueView
      definition={definition}
      name={name}
      schema={definition.entity.properties?.[name] ?? {}}
      value={value}
      record={{ [name]: value }}
    />,
  );
}

describe('ValueView', () => {
  it("writes a file's size in bytes in the largest unit it reaches", async () => {
    renderContractField('assets', 'size', 4_165_121);
    expect(await screen.findByText('4,2 MB')).toBeInTheDocument();
  });

  it("writes a chat message's send time, kept in milliseconds, as a date and time", async () => {
    const sent = Date.UTC(2026, 10, 24, 7, 16);
    renderContractField('sismessages', 'ts_msg', sent);
    const written = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(sent);
    expect(await screen.findByText(written)).toBeInTheDocument();
  });

  it('lets an e-mail address wrap after its @ only, its text unchanged', async () => {
    const address = 'luisa.alcaraz@supervision.example';
    renderWithRouter(
      <ValueView
        definition={resourceDefinition('personas')}
        name="email"
        schema={{ type: 'string', format: 'email' }}
        value={address}
        record={{ email: address }}
        compact
      />,
    );
    const text = await screen.findByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === address,
    );
    expect(text.querySelectorAll('wbr')).toHaveLength(1);
    expect(text.innerHTML).toContain('luisa.alcaraz@<wbr>supervision.example');
  });

  it("says a status as the collection's records say it: an alert is 'Mitigada', a hazard 'Mitigado'", async () => {
    const alert = renderContractField('risktokens', 'status', 'mitigated');
    expect(await screen.findByText('Mitigada')).toBeInTheDocument();
    alert.unmount();
    renderContractField('hrmhzds', 'status', 'mitigated');
    expect(await screen.findByText('Mitigado')).toBeInTheDocument();
  });

  it("says a nested item's status as its items say it: a rejected request is 'Rechazada', its step 'Rechazado'", async () => {
    const definition = resourceDefinition('workflows');
    const request = renderContractField('workflows', 'status', 'rejected');
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    request.unmount();
    const steps = definition.entity.properties?.steps ?? {};
    renderWithRouter(
      <ValueView
        definition={definition}
        name="steps"
        schema={steps}
        value={[{ order: 1, name: 'Revisión de la documentación', status: 'rejected' }]}
        record={{ steps: [] }}
      />,
    );
    expect(await screen.findByText('Rechazado')).toBeInTheDocument();
    expect(screen.queryByText('Rechazada')).toBeNull();
  });

  it('reads a permission in words, its code in the tooltip; one without words keeps its parts', async () => {
    const definition = resourceDefinition('webusers');
    renderWithRouter(
      <ValueView
        definition={definition}
        name="moduleroles"
        schema={definition.entity.properties?.moduleroles ?? {}}
        value={['workflow:user', 'capacitacion:admin', 'archivo:consulta']}
        record={{ moduleroles: [] }}
      />,
    );
    expect(await screen.findByText('Trámites (uso)')).toBeInTheDocument();
    expect(screen.getByText('Capacitación (administración)').closest('[title]')).toHaveAttribute(
      'title',
      'capacitacion:admin',
    );
    expect(screen.getByText('archivo (consulta)')).toBeInTheDocument();
  });

  it("shows a person's picture as the picture, with its path; an upload without its data URL", async () => {
    const person = renderContractField('personas', 'avatar', 'images/avatars/female-04.jpg');
    expect(await screen.findByText('images/avatars/female-04.jpg')).toBeInTheDocument();
    expect(person.container.querySelector('img')).toHaveAttribute('src', '/images/avatars/female-04.jpg');
    person.unmount();
    const upload = renderContractField('webusers', 'avatar', 'data:image/jpeg;base64,/9j/4AAQSkZJRg==');
    expect(await screen.findByText('Imagen subida')).toBeInTheDocument();
    expect(upload.container.textContent).not.toContain('base64');
  });

  it("writes a project's budget as money, in its nested details", async () => {
    const definition = resourceDefinition('projects');
    const budget = { amount: 1600000, currency: 'EUR' };
    renderWithRouter(
      <ValueView
        definition={definition}
        name="budget"
        schema={definition.entity.properties?.budget ?? {}}
        value={budget}
        record={{ budget }}
      />,
    );
    expect(await screen.findByText(/^1\.600\.000,00\s€$/)).toBeInTheDocument();
  });

  it('writes other texts as they are', async () => {
    renderWithRouter(
      <ValueView
        definition={resourceDefinition('personas')}
        name="name"
        schema={{ type: 'string' }}
        value="a@b"
        record={{}}
        compact
      />,
    );
    expect((await screen.findByText('a@b')).querySelector('wbr')).toBeNull();
  });
});

describe('ValueView money', () => {
  it('writes an amount in its currency as the language writes money', async () => {
    renderWithRouter(
      <ValueView
        definition={resourceDefinition('products')}
        name="unitPrice"
        schema={{ type: 'number', 'x-currency': 'EUR' }}
        value={1234.5}
        record={{}}
        compact
      />,
    );
    expect(await screen.findByText((_, element) => element?.textContent === '1234,50\u00a0€')).toBeInTheDocument();
  });
});

describe('ValueView names of collections and fields', () => {
  it('writes a collection by its title, the fields a saved view names by their titles, a filter value as the field’s', async () => {
    const definition = resourceDefinition('viewselectors');
    const properties = definition.entity.properties ?? {};
    const view = {
      collection: 'projects',
      columns: ['code', 'budget.amount'],
      sortField: 'name',
      filters: [{ field: 'procedureType', operator: 'eq', value: 'abierto' }],
    };
    renderWithRouter(
      (['collection', 'columns', 'sortField', 'filters'] as const).map((name) => (
        <ValueView
          key={name}
          definition={definition}
          name={name}
          schema={properties[name] ?? {}}
          value={view[name]}
          record={view}
        />
      )),
    );
    expect(await screen.findByText('Expedientes')).toBeInTheDocument();
    expect(screen.getByText('Código')).toBeInTheDocument();
    // A nested path reads as its parts' titles.
    expect(screen.getByText('Presupuesto · Importe')).toBeInTheDocument();
    expect(screen.getByText('Nombre')).toBeInTheDocument();
    // Inside a filter, the field is one of the collection the whole view names.
    expect(screen.getByText('Procedimiento')).toBeInTheDocument();
    expect(screen.queryByText('procedureType')).not.toBeInTheDocument();
    // Its value reads as a value of that field: the enum's label.
    expect(screen.getByText('Abierto')).toBeInTheDocument();
    expect(screen.queryByText('abierto')).not.toBeInTheDocument();
  });
});

describe('ValueView colours', () => {
  it('shows a colour of the contract with its swatch beside its code', async () => {
    renderContractField('tags', 'color', '#2563eb');
    const code = await screen.findByText('#2563eb');
    expect(code.parentElement?.querySelector('.mantine-ColorSwatch-root')).not.toBeNull();
  });
});

describe('ValueView icons', () => {
  // The icon set is its own chunk, loaded on first use: loaded here first, so the drawing waits on no import.
  beforeAll(async () => {
    await import('@heroicons/react/24/outline');
  });

  it('draws an icon of the catalogue beside its name', async () => {
    renderContractField('dashboards', 'icon', 'heroicons_outline:chart-pie');
    const name = await screen.findByText('chart-pie');
    // The heroicons set loads on first use: the drawing follows.
    await waitFor(() => expect(name.parentElement?.querySelector('svg')).not.toBeNull(), { timeout: 5000 });
  });

  it("shows an audit entry's changed fields with their values before and after, each as its field shows it", async () => {
    stubApi({
      'GET /api/node/usuarios/search': () => ({
        body: {
          items: [{ _id: objectId(2), username: 'lola.saiz', firstName: 'Lola', lastName: 'Saiz' }],
          page: 0,
          size: 1,
          total: 1,
          totalPages: 1,
        },
      }),
    });
    const entry = {
      collection: 'tasks',
      changedFields: ['status', 'assigneeId', 'description'],
      changedValues: {
        status: { before: 'todo', after: 'done' },
        assigneeId: { before: objectId(1), after: objectId(2) },
      },
    };
    const definition = resourceDefinition('auditlogs');
    renderWithRouter(
      <ValueView
        definition={definition}
        name="changedFields"
        schema={definition.entity.properties?.changedFields ?? {}}
        value={entry.changedFields}
        record={entry}
        compact
      />,
    );
    const status = (await screen.findByText('Estado:')).parentElement;
    expect(status).toHaveTextContent('Estado:Pendiente→ pasó a Hecha');
    expect(await screen.findByText('Lola Saiz')).toBeInTheDocument();
    // A field whose values were not kept (a long text) is named alone.
    expect(screen.getByText('Descripción')).toBeInTheDocument();
  });
});
