// The zod schema a form validates a collection's create or update body with. The generated table loads each
// collection's schemas on demand (every collection's, built up front, held the first list screen 300-500 ms);
// kept in the query cache for the session, so a form opened again has its schema at once.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import type { FormMode } from './form-fields';
import { isCollectionName, type ResourceDefinition, resourceDefinition } from './resource-definition';

export function bodySchemaQuery(definition: ResourceDefinition, mode: FormMode) {
  const load = mode === 'create' ? definition.operations.loadCreateBody : definition.operations.loadUpdateBody;
  return queryOptions({
    queryKey: ['body-schema', definition.name, mode] as const,
    // null: the operation has no body schema (the form then checks only what the contract's fields say).
    queryFn: async (): Promise<ZodType | null> => (load ? await load() : null),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useBodySchema(definition: ResourceDefinition, mode: FormMode) {
  return useQuery(bodySchemaQuery(definition, mode));
}

/**
 * For a form screen's route loader: the schema in the cache before the screen renders (and on hovering a link to
 * it, with the router's intent preloading). A failure is left to the form, which says so and offers a retry.
 */
export async function prefetchBodySchema(queryClient: QueryClient, collection: string, mode: FormMode): Promise<void> {
  if (isCollectionName(collection))
    await queryClient.prefetchQuery(bodySchemaQuery(resourceDefinition(collection), mode));
}

/**
 * Props for what opens a form in a dialog (an Add button, a calendar): the schema starts loading when the pointer
 * comes over it or the focus comes in, as the router's intent preloading does for links, so the dialog opens
 * with its form rather than a loading state.
 */
export function useBodySchemaIntent(definition: ResourceDefinition, mode: FormMode) {
  const queryClient = useQueryClient();
  const prefetch = () => void queryClient.prefetchQuery(bodySchemaQuery(definition, mode));
  return { onPointerEnter: prefetch, onFocus: prefetch };
}
