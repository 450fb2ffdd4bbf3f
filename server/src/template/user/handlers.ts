// `api/common/user`: the one current user, read by template auth and the chat profile.
import type { HandlerMap } from '../../contract/handler.ts';
import type { UserAccount } from './seed.ts';

export const userHandlers: HandlerMap = {
  userGet: ({ state }) => structuredClone(state.template.user),
  userUpdate: ({ state, body }) => {
    // Shallow merge into the stored object, so the next template sign-in returns the updated user.
    const { id: _ignored, ...changes } = (body as { user: Partial<UserAccount> }).user;
    Object.assign(state.template.user, changes);
    return structuredClone(state.template.user);
  },
};
