import { useRouterState } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { RouteAnnouncer } from './route-announcer';

/** Titles each screen by its address; `sameTitle` gives every screen one title. */
function Announced({ sameTitle }: { sameTitle?: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <RouteAnnouncer title={sameTitle ?? `Pantalla ${pathname}`} />;
}

/** Every text put into the status region, in order: a screen reader reads what is added to it. */
function recordTexts(region: HTMLElement): string[] {
  const texts: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) texts.push(node.textContent ?? '');
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return texts;
}

describe('RouteAnnouncer', () => {
  it('says nothing on the first screen, then reads the title of each screen a link leads to', async () => {
    const { router } = renderWithRouter(<Announced />, '/uno');
    const region = await screen.findByRole('status');
    const texts = recordTexts(region);
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/uno'));
    expect(texts).toEqual([]);
    expect(region).toHaveTextContent('');
    await act(() => router.history.push('/dos'));
    await waitFor(() => expect(region).toHaveTextContent('Pantalla /dos'));
  });

  it('stays quiet when only the query changes', async () => {
    const { router } = renderWithRouter(<Announced />, '/lista');
    const region = await screen.findByRole('status');
    await act(() => router.history.push('/otra'));
    await waitFor(() => expect(region).toHaveTextContent('Pantalla /otra'));
    const texts = recordTexts(region);
    await act(() => router.history.push('/otra?page=2'));
    await waitFor(() => expect(router.state.resolvedLocation?.searchStr).toBe('?page=2'));
    expect(texts).toEqual([]);
  });

  it('reads a screen titled as the one before it again: its title is put in anew', async () => {
    const { router } = renderWithRouter(<Announced sameTitle="Usuarios" />, '/users');
    const region = await screen.findByRole('status');
    await act(() => router.history.push('/users/1'));
    await waitFor(() => expect(region).toHaveTextContent('Usuarios'));
    const texts = recordTexts(region);
    await act(() => router.history.push('/users/2'));
    await waitFor(() => expect(texts).toEqual(['Usuarios']));
  });
});
