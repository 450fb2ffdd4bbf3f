// Picks the state namespace of each request from the `x-mock-session` header. A namespace made by this
// request is announced in the `x-mock-session-state` answer header (`created`, or `recreated` when an idle
// eviction had dropped it, so its earlier changes are gone); evictions are logged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../contract/api-error.ts';
import { DEFAULT_NAMESPACE, StateNamespaces } from '../store/namespaces.ts';
import type { SeedSnapshot } from '../store/state.ts';

export const SESSION_HEADER = 'x-mock-session';
export const SESSION_STATE_HEADER = 'x-mock-session-state';
const NAME = /^[A-Za-z0-9._:-]{1,64}$/;

declare module 'fastify' {
  interface FastifyInstance {
    namespaces: StateNamespaces;
  }
}

export function namespaceOf(request: FastifyRequest): string {
  const header = request.headers[SESSION_HEADER];
  if (header === undefined) return DEFAULT_NAMESPACE;
  if (typeof header !== 'string' || !NAME.test(header)) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `Header ${SESSION_HEADER} must be 1-64 characters of A-Z a-z 0-9 . _ : -`,
      SESSION_HEADER,
    );
  }
  return header;
}

export default fp(
  async (app: FastifyInstance, options: { seed: SeedSnapshot; idleTtlMs: number; maxNamespaces: number }) => {
    const namespaces = new StateNamespaces(options.seed, {
      ...options,
      onEvict: (name, idleMs) => app.log.info({ namespace: name, idleMs }, 'state namespace evicted after idling'),
    });
    app.decorate('namespaces', namespaces);
    // Runs before the contract's route hooks (which read the namespace again, then as `existing`).
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      if (request.headers[SESSION_HEADER] === undefined || !request.url.startsWith('/api/')) return done();
      try {
        const { status } = namespaces.open(namespaceOf(request));
        if (status !== 'existing') reply.header(SESSION_STATE_HEADER, status);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
  },
  { name: 'state' },
);
