// Seed of the template's current user (`api/common/user`, also returned by template sign-in).

import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { TEMPLATE_DEMO_USER } from './demo-user.ts';

export type UserAccount = Schema<'UserAccount'>;

export function seedUser(context: SeedContext): UserAccount {
  const faker = seededFaker(context, 'user');
  return {
    id: faker.string.uuid(),
    name: TEMPLATE_DEMO_USER.name,
    email: TEMPLATE_DEMO_USER.email,
    avatar: 'images/avatars/female-01.jpg',
    status: 'online',
  };
}
