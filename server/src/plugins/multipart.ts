// multipart/form-data bodies (the contacts avatar upload): fields become body properties and
// each file becomes a `data:<mime>;base64,...` URL, the form the template mock stores.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance, { fileSizeLimit }: { fileSizeLimit: number }) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: fileSizeLimit, files: 1, fields: 20 },
      async onFile(part) {
        const bytes = await part.toBuffer();
        (part as unknown as { value: string }).value = `data:${part.mimetype};base64,${bytes.toString('base64')}`;
      },
    });
  },
  { name: 'multipart' },
);
