// Handlers of the mock's own controls: state reset and health.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '../contract/api-error.ts';
import type { HandlerMap, OperationContext } from '../contract/handler.ts';
import { projectRoot } from '../project-paths.ts';
import { DEFAULT_NAMESPACE } from '../store/namespaces.ts';

const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/**
 * A namespace is reset by its own client (the request names it); the shared default state only by
 * staff. A body, if any, must be JSON: an HTML form (urlencoded, multipart, text/plain) cannot post here.
 */
function assertMayReset(context: OperationContext): void {
  const type = context.headers['content-type'];
  if (type !== undefined && !/^application\/json\s*(?:;|$)/i.test(String(type))) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A reset takes no body, or a JSON one', 'content-type');
  }
  if (context.namespace === DEFAULT_NAMESPACE && context.auth?.kind !== 'admin') {
    throw new ApiError(
      403,
      'FORBIDDEN',
      'Only staff (an admin token) can reset the shared default state; send x-mock-session to reset your own',
      'x-mock-session',
    );
  }
}

export const mockHandlers: HandlerMap = {
  resetState: (context) => {
    assertMayReset(context);
    context.services.resetState(context.namespace);
    return { namespace: context.namespace, resetAt: context.services.timestamp() };
  },
  getHealth: (context) => ({ status: 'ok', version, uptimeSeconds: context.services.uptimeSeconds() }),
};
