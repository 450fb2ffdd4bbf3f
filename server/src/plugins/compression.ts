// Compresses answers (brotli, else gzip) for clients that ask for it: the API's JSON above 1 KB, the docs.
// The web app's files come precompressed from the build and are sent as they are (see web-app.ts).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export default fp(
  async (app: FastifyInstance) => {
    // No request decompression where no body is taken: one hook less on every read (this runs before the
    // plugin's own onRoute hook, which reads the option).
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => BODY_METHODS.has(method))) route.decompress = false;
    });
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 4 keeps brotli about as cheap as gzip per request while still smaller.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
