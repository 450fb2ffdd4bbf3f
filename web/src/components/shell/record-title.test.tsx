import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordTitle, useShownRecord } from './record-title';

/** What the shell would show: every record's name, deepest first, and whether one is loading. */
function Shown() {
  const shown = useShownRecord();
  return <output>{shown ? `${shown.titles.join(' · ')}${shown.isPending ? ' (cargando)' : ''}` : 'ninguno'}</output>;
}

function Folder() {
  useRecordTitle('Bandeja de entrada');
  return <Outlet />;
}

function Mail() {
  useRecordTitle(undefined);
  return null;
}

function ReadMail() {
  useRecordTitle('Acta 12');
  return null;
}

function FailedMail() {
  useRecordTitle(undefined, false);
  return null;
}

function renderMailbox(path: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <Shown />
        <Outlet />
      </>
    ),
  });
  const list = createRoute({ getParentRoute: () => root, path: 'lista', component: () => null });
  const folder = createRoute({ getParentRoute: () => root, path: 'carpeta', component: Folder });
  const mail = createRoute({ getParentRoute: () => folder, path: 'correo', component: Mail });
  const read = createRoute({ getParentRoute: () => folder, path: 'leido', component: ReadMail });
  const failed = createRoute({ getParentRoute: () => folder, path: 'fallido', component: FailedMail });
  const router = createRouter({
    routeTree: root.addChildren([list, folder.addChildren([mail, read, failed])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRecordTitle', () => {
  it('gives the shell the records a screen shows, the nested one first, for as long as they are shown', async () => {
    const router = renderMailbox('/carpeta/correo');
    const shown = await screen.findByRole('status');
    await waitFor(() => expect(shown).toHaveTextContent('Bandeja de entrada (cargando)'));
    await act(() => router.history.push('/carpeta/leido'));
    await waitFor(() => expect(shown).toHaveTextContent(/^Acta 12 · Bandeja de entrada$/));
    await act(() => router.history.push('/carpeta/fallido'));
    await waitFor(() => expect(shown).toHaveTextContent(/^Bandeja de entrada$/));
    await act(() => router.history.push('/lista'));
    await waitFor(() => expect(shown).toHaveTextContent('ninguno'));
  });
});
