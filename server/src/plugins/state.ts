// Picks the state namespace of each request from the `x-mock-session` header.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../contract/api-error.ts';
import { DEFAULT_NAMESPACE, StateNamespaces } from '../store/namespaces.ts';
import type { SeedSnapshot } from '../store/state.ts';

export const SESSION_HEADER = 'x-mock-session';
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
    app.decorate('namespaces', new StateNamespaces(options.seed, options));
  },
  { name: 'state' },
);
