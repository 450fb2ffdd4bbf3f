import type { DocumentWithAssets } from '@api/model';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { prefetchPublicationAssets, usePostsWithAssets, usePublicationAssets } from './use-publication-assets';

const web = { userKind: 'web' } as const;
const found = [
  {
    document: { _id: 'd1', targetId: 'post-b' },
    assets: [{ _id: 'a1', path: 'files/portada.png', mimeType: 'image/png' }],
  },
] as unknown as DocumentWithAssets[];

function fakeApi() {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(found), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestedTargetIds(url: string): string[] {
  return new URL(url, 'http://localhost').searchParams.getAll('targetIds');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchPublicationAssets', () => {
  it('asks once for the posts’ assets, and the screen’s hook then reads them from the cache', async () => {
    const fetchMock = fakeApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const posts = [{ processcontext: { targetId: 'post-b' } }, { processcontext: { targetId: 'post-a' } }, {}];

    prefetchPublicationAssets(client, posts, web);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestedTargetIds(String(fetchMock.mock.calls[0]?.[0]))).toEqual(['post-a', 'post-b']);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={client}>{children}</AppProviders>
    );
    const { result } = renderHook(() => usePublicationAssets(['post-b', 'post-a'], web), { wrapper });
    await waitFor(() => expect(result.current.groups.get('post-b')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("with the answer, starts downloading each post's cover before any screen renders them", async () => {
    fakeApi();
    const requested: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          requested.push(url);
        }
      },
    );
    prefetchPublicationAssets(new QueryClient(), [{ processcontext: { targetId: 'post-b' } }], web);
    await waitFor(() => expect(requested).toEqual(['/files/portada.png']));
  });

  it('asks nothing when no post has documents', () => {
    const fetchMock = fakeApi();
    prefetchPublicationAssets(new QueryClient(), [{}, {}], web);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('usePostsWithAssets', () => {
  it("shows a page's posts only with their assets, and the page before while the next one's are on their way", async () => {
    const answers: ((documents: unknown) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            const targetIds = requestedTargetIds(url);
            answers.push(() =>
              resolve(
                new Response(
                  JSON.stringify(
                    targetIds.map((targetId) => ({ document: { _id: `d-${targetId}`, targetId }, assets: [] })),
                  ),
                  { status: 200 },
                ),
              ),
            );
          }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={client}>{children}</AppProviders>
    );
    type Shown = { processcontext?: { targetId: string } };
    const first: Shown[] = [{ processcontext: { targetId: 'post-a' } }];
    const second: Shown[] = [{ processcontext: { targetId: 'post-b' } }];
    const { result, rerender } = renderHook(({ posts }: { posts: Shown[] }) => usePostsWithAssets(posts, web), {
      wrapper,
      initialProps: { posts: first },
    });

    await waitFor(() => expect(answers).toHaveLength(1));
    expect(result.current).toBeUndefined();
    answers[0]?.(undefined);
    await waitFor(() => expect(result.current?.posts).toBe(first));
    expect(result.current?.groups.get('post-a')).toHaveLength(1);

    rerender({ posts: second });
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(result.current?.posts).toBe(first);
    expect(result.current?.groups.get('post-a')).toHaveLength(1);
    answers[1]?.(undefined);
    await waitFor(() => expect(result.current?.posts).toBe(second));
    expect(result.current?.groups.get('post-b')).toHaveLength(1);

    // No post with documents: nothing to wait for.
    const none: Shown[] = [{}];
    rerender({ posts: none });
    expect(result.current?.posts).toBe(none);
  });
});
