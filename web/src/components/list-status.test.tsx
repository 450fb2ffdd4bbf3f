import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListStatus } from './list-status';

/** Renders the region with each message in turn, as a list's searches would, and returns the region. */
function regionAfter(...messages: (string | undefined)[]): HTMLElement {
  cleanup();
  const { rerender } = render(
    <MantineProvider>
      <ListStatus message={messages[0]} />
    </MantineProvider>,
  );
  for (const message of messages.slice(1)) {
    rerender(
      <MantineProvider>
        <ListStatus message={message} />
      </MantineProvider>,
    );
  }
  return screen.getByRole('status');
}

describe('ListStatus', () => {
  it('says nothing while the list loads, nor its first result, which comes with the screen', () => {
    expect(regionAfter(undefined)).toHaveTextContent('');
    expect(regionAfter(undefined, '120 registros')).toHaveTextContent('');
  });

  it('says the count a search leads to, and that nothing matched', () => {
    expect(regionAfter(undefined, '120 registros', undefined, '3 registros')).toHaveTextContent('3 registros');
    expect(regionAfter('120 registros', 'Ningún registro coincide con la búsqueda.')).toHaveTextContent(
      'Ningún registro coincide con la búsqueda.',
    );
  });

  it('keeps what it said while the next search loads', () => {
    expect(regionAfter('120 registros', '3 registros', undefined)).toHaveTextContent('3 registros');
  });
});
