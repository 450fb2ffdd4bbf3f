// A record's screen ends with what the audit trail says of it: a person's own history (changes to their record) and
// their activity (what they did), latest first.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { stubApi } from '../../test-utils/fetch-routes';
import { objectId } from '../../test-utils/object-id';
import { renderWithRouter } from '../../test-utils/render';
import { RelatedRecords } from './related-records';

const user = objectId(1);
const entry = (n: number, fields: Record<string, unknown>) => ({
  _id: objectId(10 + n),
  ts: `2026-11-2${n}T09:00:00.000Z`,
  actorKind: 'admin',
  actorId: user,
  ...fields,
});

describe('RelatedRecords', () => {
  it("titles a person's audit entries as their history and their activity, each asked for latest first", async () => {
    const fetchMock = stubApi({
      'GET /api/node/auditlogs/search': ({ url }) => {
        const mine = url.searchParams.get('entityId') === user;
        const items = mine
          ? [entry(1, { action: 'update', collection: 'usuarios', entityId: user, changedFields: ['email'] })]
          : [entry(2, { action: 'login' })];
        return { body: { items, page: 0, size: 5, total: 1, totalPages: 1 } };
      },
    });
    renderWithRouter(<RelatedRecords definition={resourceDefinition('usuarios')} id={user} />);

    const history = await screen.findByRole('region', { name: 'Historial' });
    expect(within(history).getByText('Correo electrónico')).toBeInTheDocument();
    const activity = await screen.findByRole('region', { name: 'Actividad' });
    expect(within(activity).getByText('Inicio de sesión')).toBeInTheDocument();

    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/node/auditlogs/search')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toContainEqual(
      expect.objectContaining({ collection: 'usuarios', entityId: user, sort: 'ts', order: 'desc' }),
    );
    expect(asked).toContainEqual(expect.objectContaining({ actorKind: 'admin', actorId: user, order: 'desc' }));
  });
});
