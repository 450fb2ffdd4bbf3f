// A fetch stub answering by "METHOD /path" (query string ignored), for component tests that talk to the API.
// A route may answer later (a promise), so a test can hold a request until it has checked what happens meanwhile.
import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
type Route = (request: { body: unknown; headers: Headers; url: URL }) => Answer | Promise<Answer>;

export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: 'not stubbed' }), { status: 404 });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = await route({ body, headers: new Headers(init.headers), url: new URL(url, 'http://localhost') });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
