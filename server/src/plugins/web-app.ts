// Serves the built web app (web/dist) on the API's port; deep links fall back to index.html.
// Content-hashed files under /assets are cached for a year as immutable; index.html and other unhashed
// files are revalidated on every load (no-cache), so a new deployment is picked up at once. The build
// writes .br/.gz copies next to each text file (web/build/precompress.ts): they are sent as they are.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { projectRoot } from '../project-paths.ts';

export const DEFAULT_WEB_DIST = join(projectRoot, 'web', 'dist');

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Vite names every file under assets/ after a hash of its content. */
const isHashed = (path: string) => /[\\/]assets[\\/][^\\/]+-[\w-]{8,}(\.\w+)+$/.test(path);

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the web app is served (its index.html answers deep links). */
    servesWebApp: boolean;
  }
}

export default fp(
  async (app: FastifyInstance, { webDist }: { webDist: string | undefined }) => {
    const root = webDist ?? DEFAULT_WEB_DIST;
    const enabled = existsSync(join(root, 'index.html'));
    app.decorate('servesWebApp', enabled);
    if (!enabled) {
      app.log.info(`no web app at ${root}; serving the API and docs only`);
      return;
    }
    const setHeaders = (reply: { header: (name: string, value: string) => unknown }, path: string) => {
      reply.header('Cache-Control', isHashed(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    };
    // The few files at the root (index.html, the icon) get a route each; the hundreds under assets/ (with their
    // .br/.gz copies) one catch-all route under /assets/ that looks them up when asked: a route per file cost
    // 80 ms and 12 MiB of the start. No catch-all at the root: the API's paths keep the router's own refusals.
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders,
    });
    const assets = join(root, 'assets');
    if (!existsSync(assets)) return;
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders,
    });
  },
  { name: 'web-app' },
);
