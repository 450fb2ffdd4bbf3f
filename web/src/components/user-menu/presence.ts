// Presence statuses of a web user and their colours (seed 000, section 4): online green, away amber, busy
// red, invisible grey. `not-visible` is shown as "Invisible".
import type { PresenceStatus } from '@api/model';
import type { MantineColor } from '@mantine/core';

export const presenceStatuses = ['online', 'away', 'busy', 'not-visible'] as const satisfies readonly PresenceStatus[];

export const presenceColors: Record<PresenceStatus, MantineColor> = {
  online: 'green',
  away: 'yellow',
  busy: 'red',
  'not-visible': 'gray',
};

export function isPresenceStatus(value: unknown): value is PresenceStatus {
  return typeof value === 'string' && (presenceStatuses as readonly string[]).includes(value);
}
