// `api/common/user`: the one current user, read by template auth and the chat profile.
import { typedHandlers } from '../contract-types.ts';

export const userHandlers = typedHandlers({
  userGet: ({ state }) => structuredClone(state.template.user),
  userUpdate: ({ state, body }) => {
    // Shallow merge into the stored object, so the next template sign-in returns the updated user.
    const { id: _ignored, ...changes } = body.user;
    Object.assign(state.template.user, changes);
    return structuredClone(state.template.user);
  },
});
