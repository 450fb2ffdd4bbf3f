// The signed-in user of a kind (or null), and the person behind it once fetched.
import type { Persona, SessionUser } from '@api/model';
import type { UserKind } from '@http-client';
import { skipToken, useQuery } from '@tanstack/react-query';
import { personQueryOptions } from './person-query';
import { sessionQueryOptions } from './session-query';

export function useSessionUser(kind: UserKind): SessionUser | null {
  return useQuery(sessionQueryOptions(kind)).data?.user ?? null;
}

export function useSessionPerson(user: SessionUser | null): Persona | undefined {
  const options = user?.personId ? personQueryOptions(user) : undefined;
  return useQuery<Persona>({
    queryKey: options?.queryKey ?? ['person', null],
    queryFn: options?.queryFn ?? skipToken,
    staleTime: 5 * 60_000,
  }).data;
}
