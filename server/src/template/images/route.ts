// GET /images/...: every image path of the seeded and created data answers a generated SVG (no binary
// files shipped): DiceBear avatars under images/avatars/, labelled placeholders elsewhere. The answer
// depends only on the path, so it is cached for a year with an ETag (a 304 when it matches).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../../plugins/errors.ts';
import { avatarSvg } from './avatar.ts';
import { pictureSvg } from './picture.ts';

const IMAGE_PATH =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}\.(?:png|jpe?g|gif|webp|svg)$/i;
export const IMAGE_CACHE = 'public, max-age=31536000, immutable';
const MEMO_LIMIT = 2000;

/** The SVG for a path below /images/, or undefined when the path is not an image path. */
export async function imageFor(path: string): Promise<string | undefined> {
  if (!IMAGE_PATH.test(path) || path.includes('..')) return undefined;
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  return path.startsWith('avatars/') ? await avatarSvg(fileName) : pictureSvg(fileName);
}

export default fp(
  async (app: FastifyInstance) => {
    // Generating an avatar costs a fraction of a millisecond; pages show dozens, so keep recent ones.
    const memo = new Map<string, { svg: string; etag: string }>();
    app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
      const path = request.params['*'];
      let image = memo.get(path);
      if (image === undefined) {
        const svg = await imageFor(path);
        if (svg === undefined) {
          return reply.status(404).send(errorBody(404, 'NOT_FOUND', `No image at /images/${path}`, 'path'));
        }
        image = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
        if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value ?? '');
        memo.set(path, image);
      }
      reply.header('Cache-Control', IMAGE_CACHE).header('ETag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
    });
  },
  { name: 'images' },
);
