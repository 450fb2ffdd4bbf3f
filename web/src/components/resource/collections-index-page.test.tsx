// The collections index lists every collection and narrows to those whose title or description holds what is
// typed, accents and case aside, saying so when none does.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionNames } from '../../lib/resources/resource-definition';
import { renderWithRouter } from '../../test-utils/render';
import { CollectionsIndexPage } from './collections-index-page';

const cards = () => within(screen.getByRole('main')).queryAllByRole('link');

describe('CollectionsIndexPage', () => {
  it('lists every collection, then those the search finds', async () => {
    renderWithRouter(
      <main>
        <CollectionsIndexPage />
      </main>,
      '/colecciones',
    );
    expect(await screen.findByRole('link', { name: /^Auditoría/ })).toHaveAttribute('href', '/colecciones/auditlogs');
    expect(cards()).toHaveLength(collectionNames.length);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar una colección' }), {
      target: { value: 'AUDITORIA' },
    });
    expect(cards().map((card) => card.getAttribute('href'))).toEqual(['/colecciones/auditlogs']);

    // A description counts too: "Costes imputados a los expedientes." is found by what only it says.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar una colección' }), {
      target: { value: 'imputados' },
    });
    expect(cards().map((card) => card.textContent)).toEqual(['CostesCostes imputados a los expedientes.']);
  });

  it('says so when no collection holds the search', async () => {
    renderWithRouter(
      <main>
        <CollectionsIndexPage />
      </main>,
      '/colecciones',
    );
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Buscar una colección' }), {
      target: { value: ' zzz ' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ninguna colección coincide con «zzz».');
    expect(cards()).toHaveLength(0);
  });
});
