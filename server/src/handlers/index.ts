// Every product (non-generic) operation handler, by operationId.
import type { HandlerMap } from '../contract/handler.ts';
import { registrationHandlers } from './auth/registration.ts';
import { sessionHandlers } from './auth/session.ts';
import { mockHandlers } from './mock.ts';
import { contentHandlers } from './node/content.ts';
import { fileHandlers } from './node/files.ts';
import { peopleHandlers } from './node/people.ts';
import { projectHandlers } from './node/projects.ts';
import { serialHandlers } from './node/serials.ts';

export const productHandlers: HandlerMap = {
  ...sessionHandlers,
  ...registrationHandlers,
  ...mockHandlers,
  ...projectHandlers,
  ...serialHandlers,
  ...peopleHandlers,
  ...contentHandlers,
  ...fileHandlers,
};
