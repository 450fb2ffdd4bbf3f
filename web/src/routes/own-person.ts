// Personal routes that carry a person id show only the signed-in web user's own person: any other id is
// replaced by theirs (the API would refuse the other person anyway).
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../lib/auth/session-query';

/** The signed-in web user's person id when it differs from the one in the address, else undefined. */
export async function ownPersonIdInstead(queryClient: QueryClient, personId: string): Promise<string | undefined> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions('web')).catch(() => undefined);
  const own = session?.user?.personId;
  return own && own !== personId ? own : undefined;
}
