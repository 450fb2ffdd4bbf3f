// Handlers of the mock's own controls: state reset and health.
import { readFileSync } from 'node:fs';
import type { HandlerMap } from '../contract/handler.ts';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export const mockHandlers: HandlerMap = {
  resetState: (context) => {
    context.services.resetState(context.namespace);
    return { namespace: context.namespace, resetAt: context.services.now().toISOString() };
  },
  getHealth: (context) => ({ status: 'ok', version, uptimeSeconds: context.services.uptimeSeconds() }),
};
