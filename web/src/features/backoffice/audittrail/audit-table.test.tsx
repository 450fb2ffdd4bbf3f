// The audit trail names the collection acted on by its title, as the generic screens do; its key stays on hover.
import type { AuditLog } from '@api/model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test-utils/fetch-routes';
import { renderWithRouter } from '../../../test-utils/render';
import { AuditTable } from './audit-table';

const entry: AuditLog = {
  _id: 'a'.repeat(24),
  ts: '2026-11-26T16:14:00.000Z',
  actorId: 'b'.repeat(24),
  actorKind: 'admin',
  action: 'update',
  collection: 'tasks',
  entityId: 'c'.repeat(24),
  details: 'Modificación de la tarea «Revisar el pliego».',
  createdAt: '2026-11-26T16:14:00.000Z',
  updatedAt: '2026-11-26T16:14:00.000Z',
};

describe('AuditTable', () => {
  it('names the collection by its title, with its key on hover', async () => {
    renderWithRouter(<AuditTable entries={[entry]} actorName={() => 'David Escobedo Cintrón'} />);
    const collection = await screen.findByText('Tareas');
    expect(collection).toHaveAttribute('title', 'tasks');
    expect(screen.queryByText('tasks')).not.toBeInTheDocument();
  });

  it('names the record acted on, linked to its screen, and an update the server logged by what it changed', async () => {
    stubApi({
      'GET /api/node/tasks/search': () => ({
        body: {
          items: [{ _id: entry.entityId, title: 'Revisar el pliego', status: 'done' }],
          page: 0,
          size: 1,
          total: 1,
          totalPages: 1,
        },
      }),
    });
    const logged: AuditLog = {
      ...entry,
      details: undefined,
      changedFields: ['status', 'priority'],
      changedValues: { status: { before: 'todo', after: 'done' } },
    };
    renderWithRouter(<AuditTable entries={[logged]} actorName={() => 'David Escobedo Cintrón'} />);
    expect(await screen.findByRole('link', { name: 'Revisar el pliego' })).toHaveAttribute(
      'href',
      `/tasks/${entry.entityId}`,
    );
    // Its fields with their values where kept, as a record's history writes them.
    expect(screen.getByText('Estado:').parentElement).toHaveTextContent('Estado:Pendiente→ pasó a Hecha');
    expect(screen.getByText('Prioridad')).toBeInTheDocument();
  });
});
