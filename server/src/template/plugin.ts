// What the template areas add to the server besides their contract operations: the /images/... pictures
// and the parser of the avatar upload's JSON-under-an-image-type body.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { useImageJsonParser } from './contacts/image-json-body.ts';
import images from './images/route.ts';

export default fp(
  async (app: FastifyInstance) => {
    useImageJsonParser(app);
    await app.register(images);
  },
  { name: 'template' },
);
