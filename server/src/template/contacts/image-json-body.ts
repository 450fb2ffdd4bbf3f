// The template's contact avatar upload posts `{id, avatar: File}` as JSON with the file's own Content-Type
// (image/jpeg or image/png): Angular serialises the File to `{}`, so the body is JSON text under an image
// type. This parser reads such bodies as JSON (same poisoning and non-finite checks as application/json).
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../contract/api-error.ts';
import { nonFiniteError, nonFinitePath } from '../../contract/finite-json.ts';

export const JSON_IMAGE_TYPES = ['image/jpeg', 'image/png'];

export function useImageJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(JSON_IMAGE_TYPES, { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!text.trimStart().startsWith('{')) {
      const message = 'An image body must be the JSON {id, avatar} of the template; send files as multipart/form-data';
      return done(new ApiError(400, 'VALIDATION_FAILED', message, 'body'), undefined);
    }
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error !== null) return done(error, undefined);
      const path = nonFinitePath(value);
      done(path === undefined ? null : nonFiniteError(path), path === undefined ? value : undefined);
    });
  });
}
