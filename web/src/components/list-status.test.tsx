import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAnnouncements } from '../test-utils/announcements';
import { ListStatus } from './list-status';

type Answer =
  | string
  | undefined
  | { message: string | undefined; query: string; page?: { number: number; count: number } };

/** Renders the region with each answer in turn, as a list's searches would, and returns the region. */
function regionAfter(...answers: Answer[]): HTMLElement {
  cleanup();
  const element = (answer: Answer) => (
    <MantineProvider>
      {typeof answer === 'object' ? <ListStatus {...answer} /> : <ListStatus message={answer} />}
    </MantineProvider>
  );
  const { rerender } = render(element(answers[0]));
  for (const answer of answers.slice(1)) rerender(element(answer));
  return screen.getByRole('status');
}

describe('ListStatus', () => {
  it('says nothing while the list loads, nor its first result, which comes with the screen', () => {
    expect(regionAfter(undefined).textContent).toBe('');
    expect(regionAfter(undefined, '120 registros').textContent).toBe('');
  });

  it('says the count a search leads to, and that nothing matched', () => {
    expect(regionAfter(undefined, '120 registros', undefined, '3 registros')).toHaveTextContent('3 registros');
    expect(regionAfter('120 registros', 'Ningún registro coincide con la búsqueda.')).toHaveTextContent(
      'Ningún registro coincide con la búsqueda.',
    );
  });

  it('says the same count again for another search: its words are put in anew', () => {
    cleanup();
    const element = (query: string) => (
      <MantineProvider>
        <ListStatus message="3 registros" query={query} />
      </MantineProvider>
    );
    const { rerender } = render(element('pap'));
    rerender(element('pape'));
    const region = screen.getByRole('status');
    const announcements = recordAnnouncements(region);
    rerender(element('papel'));
    expect(announcements.said()).toEqual(['3 registros']);
    expect(region).toHaveTextContent('3 registros');
  });

  it('keeps what it said while the next search loads', () => {
    expect(regionAfter('120 registros', '3 registros', undefined)).toHaveTextContent('3 registros');
  });

  it('says which page is shown when only the page changes, once it is in', () => {
    const onPage = (number: number, message: string | undefined = '120 registros', query = 'pap') => ({
      message,
      query,
      page: { number, count: 5 },
    });
    const loadingPage = (number: number) => ({ message: undefined, query: 'pap', page: { number, count: 5 } });
    expect(regionAfter(onPage(1), loadingPage(2)).textContent).toBe('');
    expect(regionAfter(onPage(1), loadingPage(2), onPage(2))).toHaveTextContent('Página 2 de 5');
    // A new search back on the first page says its count, not the page.
    expect(regionAfter(onPage(1), onPage(2), onPage(1, '3 registros', 'papel'))).toHaveTextContent('3 registros');
  });
});
