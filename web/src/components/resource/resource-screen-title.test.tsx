// A module that names its collection its own way (/ctq: "Factores críticos de calidad" for the risk-factor
// catalogue) keeps that name on every screen: the list's heading, and the breadcrumb back to the list from a record
// and from the new-record form.
import type { C2qFactor } from '@api/model';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { stubApi } from '../../test-utils/fetch-routes';
import { renderWithRouter } from '../../test-utils/render';
import { ResourceDetail } from './resource-detail-page';
import { ResourceCreate } from './resource-form-page';
import { ResourceList } from './resource-list-page';

const factor: C2qFactor = {
  _id: 'a'.repeat(24),
  code: 'RF-07',
  name: 'Plazos de presentación de ofertas inusualmente cortos',
  phase: 'licitacion',
  weight: 0.4,
  active: true,
};

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function stubFactors() {
  stubApi({
    'POST /api/node/c2qfactors/search': () => ({
      body: { items: [factor], page: 0, size: 20, total: 1, totalPages: 1 },
    }),
    [`GET /api/node/c2qfactors/${factor._id}`]: () => ({ body: factor }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the screens of a module with its own name for the collection', () => {
  it('titles the list with the module name, else with the collection title', async () => {
    stubFactors();
    const own = renderWithRouter(
      <ResourceList definition={resourceDefinition('c2qfactors')} basePath="/ctq" titleKey="ui.screens.ctq" />,
      '/ctq',
      client(),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Factores críticos de calidad');
    own.unmount();

    renderWithRouter(
      <ResourceList definition={resourceDefinition('c2qfactors')} basePath="/factores" />,
      '/factores',
      client(),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Factores de riesgo (C2Q)');
  });

  it("leads a record's breadcrumb back to the list under the module name", async () => {
    stubFactors();
    renderWithRouter(
      <ResourceDetail
        definition={resourceDefinition('c2qfactors')}
        basePath="/ctq"
        id={factor._id}
        titleKey="ui.screens.ctq"
      />,
      `/ctq/${factor._id}`,
      client(),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(factor.name);
    expect(screen.getByRole('link', { name: 'Factores críticos de calidad' })).toHaveAttribute('href', '/ctq');
    expect(screen.queryByText('Factores de riesgo (C2Q)')).toBeNull();
  });

  it("leads the new-record form's breadcrumb back to the list under the module name", async () => {
    stubFactors();
    renderWithRouter(
      <ResourceCreate definition={resourceDefinition('c2qfactors')} basePath="/ctq" titleKey="ui.screens.ctq" />,
      '/ctq/nuevo',
      client(),
    );
    expect(await screen.findByRole('link', { name: 'Factores críticos de calidad' })).toHaveAttribute('href', '/ctq');
    expect(screen.queryByText('Factores de riesgo (C2Q)')).toBeNull();
  });
});
