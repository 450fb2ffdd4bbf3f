// How a field's value reads: an e-mail address wraps after its @ (never inside a word), and copies whole.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { renderWithRouter } from '../../test-utils/render';
import { ValueView } from './value-view';

describe('ValueView', () => {
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
