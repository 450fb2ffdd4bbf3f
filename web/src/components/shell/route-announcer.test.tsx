import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordAnnouncements } from '../../test-utils/announcements';
import { renderWithRouter } from '../../test-utils/render';
import { spokenTitle } from './document-title';
import { useRecordTitle, useShownRecord } from './record-title';
import { RouteAnnouncer } from './route-announcer';

/** Titles each screen by its address; `sameTitle` gives every screen one title. */
function Announced({ sameTitle }: { sameTitle?: string }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <RouteAnnouncer title={sameTitle ?? `Pantalla ${pathname}`} isWaiting={false} />;
}

/** As the shell titles a screen: its record's name, if it shows one, then the screen's title. */
function AnnouncedWithRecord() {
  const record = useShownRecord();
  return (
    <RouteAnnouncer title={spokenTitle('Productos', record?.titles) ?? ''} isWaiting={record?.isPending ?? false} />
  );
}

/** A product's screen, after the announcer in the tree as in the app: it gives its record's name once it has it. */
function ProductScreen({ load }: { load?: () => Promise<string> }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!pathname.startsWith('/productos/')) return null;
  return load ? <LoadedProduct pathname={pathname} load={load} /> : <KnownProduct />;
}

function KnownProduct() {
  useRecordTitle('Papel A4');
  return null;
}

function LoadedProduct({ pathname, load }: { pathname: string; load: () => Promise<string> }) {
  const name = useQuery({ queryKey: ['product', pathname], queryFn: load });
  useRecordTitle(name.data, name.isPending);
  return null;
}

describe('RouteAnnouncer', () => {
  it('says nothing on the first screen, then reads the title of each screen a link leads to', async () => {
    const { router } = renderWithRouter(<Announced />, '/uno');
    const region = await screen.findByRole('status');
    const texts = recordAnnouncements(region);
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/uno'));
    expect(texts.said()).toEqual([]);
    expect(region.textContent).toBe('');
    await act(() => router.history.push('/dos'));
    await waitFor(() => expect(region).toHaveTextContent('Pantalla /dos'));
  });

  it('stays quiet when only the query changes', async () => {
    const { router } = renderWithRouter(<Announced />, '/lista');
    const region = await screen.findByRole('status');
    await act(() => router.history.push('/otra'));
    await waitFor(() => expect(region).toHaveTextContent('Pantalla /otra'));
    const texts = recordAnnouncements(region);
    await act(() => router.history.push('/otra?page=2'));
    await waitFor(() => expect(router.state.resolvedLocation?.searchStr).toBe('?page=2'));
    expect(texts.said()).toEqual([]);
  });

  it('reads a screen titled as the one before it again: its title is put in anew', async () => {
    const { router } = renderWithRouter(<Announced sameTitle="Usuarios" />, '/users');
    const region = await screen.findByRole('status');
    await act(() => router.history.push('/users/1'));
    await waitFor(() => expect(region).toHaveTextContent('Usuarios'));
    const texts = recordAnnouncements(region);
    await act(() => router.history.push('/users/2'));
    await waitFor(() => expect(texts.said()).toEqual(['Usuarios']));
  });

  it("reads a record's screen by its record's name, given in the screen's own effects", async () => {
    const { router } = renderWithRouter(
      <>
        <AnnouncedWithRecord />
        <ProductScreen />
      </>,
      '/productos',
    );
    const region = await screen.findByRole('status');
    const texts = recordAnnouncements(region);
    await act(() => router.history.push('/productos/1'));
    await waitFor(() => expect(texts.said()).toEqual(['Papel A4, Productos']));
  });

  it('waits for the record a screen loads, and reads its name', async () => {
    let deliver: (name: string) => void = () => undefined;
    const load = () =>
      new Promise<string>((resolve) => {
        deliver = resolve;
      });
    const { router, queryClient } = renderWithRouter(
      <>
        <AnnouncedWithRecord />
        <ProductScreen load={load} />
      </>,
      '/productos',
    );
    const region = await screen.findByRole('status');
    const texts = recordAnnouncements(region);
    await act(() => router.history.push('/productos/2'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/productos/2'));
    // Rendered again and again meanwhile (an unrelated query settles): still nothing said.
    await act(() => queryClient.fetchQuery({ queryKey: ['unrelated'], queryFn: () => Promise.resolve(1) }));
    expect(texts.said()).toEqual([]);
    await act(async () => deliver('Tóner negro'));
    await waitFor(() => expect(texts.said()).toEqual(['Tóner negro, Productos']));
  });
});
