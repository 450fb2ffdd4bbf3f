import { getMailboxListMailsQueryKey, useMailboxUpdateMail } from '@api/endpoints/mailbox/mailbox';
import type { MailboxMailsPage } from '@api/model';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { heldAnswer } from '../../test-utils/held-answer';
import { cachePatch, optimisticUpdate } from './optimistic-update';

const inboxKey = getMailboxListMailsQueryKey({ folder: 'inbox', page: 1 });
const page = { mails: [{ id: 'm1', starred: false }], pagination: { lastPage: 1 } } as unknown as MailboxMailsPage;

// A fake API whose answer to the PATCH the test releases by hand, so it can look at the cache in between.
function deferredApi(status: number) {
  const { promise: answered, release } = heldAnswer();
  const fetchMock = vi.fn(async (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PATCH') await answered;
    const body = status === 200 ? { id: 'm1', starred: true } : { statusCode: status, message: 'refused' };
    return new Response(JSON.stringify(body), { status: init.method === 'PATCH' ? status : 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { release, fetchMock };
}

function renderStar(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={client}>{children}</AppProviders>
  );
  return renderHook(
    () =>
      useMailboxUpdateMail({
        mutation: optimisticUpdate({
          errorTitle: 'No se pudo destacar',
          patches: ({ data }) => [
            cachePatch<MailboxMailsPage, { data: typeof data }>(['/api/apps/mailbox/mails'], (cached) => ({
              ...cached,
              mails: cached.mails.map((mail) => (mail.id === data.id ? { ...mail, ...data.mail } : mail)),
            })),
          ],
        }),
      }),
    { wrapper },
  );
}

function starredInCache(client: QueryClient) {
  return client.getQueryData<MailboxMailsPage>(inboxKey)?.mails[0]?.starred;
}

describe('optimisticUpdate', () => {
  it('patches every cached answer under the key before the server answers, then marks them for refetch', async () => {
    const { release, fetchMock } = deferredApi(200);
    const client = new QueryClient();
    client.setQueryData(inboxKey, page);
    const { result } = renderStar(client);

    act(() => result.current.mutate({ data: { id: 'm1', mail: { starred: true } } }));
    await waitFor(() => expect(starredInCache(client)).toBe(true));
    expect(result.current.isPending).toBe(true);

    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Marked stale: a mounted screen refetches it, so counts and order come from the server again.
    expect(client.getQueryState(inboxKey)?.isInvalidated).toBe(true);
  });

  it('restores the snapshot and tells the user when the server refuses', async () => {
    const { release } = deferredApi(400);
    const client = new QueryClient();
    client.setQueryData(inboxKey, page);
    const { result } = renderStar(client);

    act(() => result.current.mutate({ data: { id: 'm1', mail: { starred: true } } }));
    await waitFor(() => expect(starredInCache(client)).toBe(true));

    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(starredInCache(client)).toBe(false);
    expect(await screen.findByText('No se pudo destacar')).toBeInTheDocument();
    expect(screen.getByText('El cambio se ha deshecho porque el servidor no lo aceptó.')).toBeInTheDocument();
  });

  it('says that nothing was changed when the record changed since it was shown (412)', async () => {
    const { release } = deferredApi(412);
    const client = new QueryClient();
    client.setQueryData(inboxKey, page);
    const { result } = renderStar(client);

    act(() => result.current.mutate({ data: { id: 'm1', mail: { starred: true } } }));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(starredInCache(client)).toBe(false);
    expect(
      await screen.findByText(
        'Otra persona cambió este registro mientras tanto: no se ha cambiado nada y ya se muestra como está ahora.',
      ),
    ).toBeInTheDocument();
  });

  it('leaves answers that were never loaded alone', async () => {
    const { release } = deferredApi(200);
    const client = new QueryClient();
    const { result } = renderStar(client);

    act(() => result.current.mutate({ data: { id: 'm1', mail: { starred: true } } }));
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(inboxKey)).toBeUndefined();
  });
});
