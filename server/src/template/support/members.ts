// The 20 team members shared by the tasks (assignedTo) and scrumboard (board members) seeds,
// generated from one stream so both areas refer to the same people.

import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';

/** A member as the scrumboard answers it (the tasks refer to the same ids). */
export type TeamMember = Schema<'ScrumboardMember'>;

export const TEAM_SIZE = 20;

export function seedTeamMembers(context: SeedContext): TeamMember[] {
  const faker = seededFaker(context, 'template-team-members');
  return Array.from({ length: TEAM_SIZE }, (_, index) => {
    const sex = index % 2 === 0 ? 'female' : 'male';
    const number = String(Math.floor(index / 2) + 1).padStart(2, '0');
    return {
      id: faker.string.uuid(),
      name: `${faker.person.firstName(sex)} ${faker.person.lastName()}`,
      avatar: `images/avatars/${sex}-${number}.jpg`,
    };
  });
}
