// The template's signed-in user, as GET /api/common/user answers it, and a save of it held back, for the account
// pages' tests.
import type { UserAccount } from '@api/model';
import { stubApi } from '../../test-utils/fetch-routes';
import { heldAnswer } from '../../test-utils/held-answer';

export const templateUser: UserAccount = {
  id: 'u1',
  name: 'Lucía Fernández',
  email: 'fernandez.lucia@empresa.es',
  avatar: null,
  status: 'online',
};

/** Stubs the user's read and a save answered, once released, with the user named `savedName`. */
export function holdUserSave(savedName: string) {
  const { promise, release } = heldAnswer();
  const sent: unknown[] = [];
  stubApi({
    'GET /api/common/user': () => ({ body: templateUser }),
    'PATCH /api/common/user': async ({ body }) => {
      sent.push(body);
      await promise;
      return { body: { ...templateUser, name: savedName } };
    },
  });
  return { sent, release };
}
