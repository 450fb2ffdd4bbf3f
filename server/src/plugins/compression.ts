// Compresses answers (brotli, else gzip) for clients that ask for it: the API's JSON above 1 KB, the docs.
// The web app's files come precompressed from the build and are sent as they are (see web-app.ts).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
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
