// Which collection and record the current resource screen shows, read from the route: a module route
// declares its collection in staticData, the generic routes carry it in the `$collection` parameter.
import { useMatches, useParams } from '@tanstack/react-router';
import { collectionsBasePath } from './module-routes';

export interface ResourceRouteData {
  collection: string;
  basePath: string;
  /** The list's own title (a key of the `collections` namespace), else the collection's. */
  title?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A module route's collection and path (generic resource screens). */
    resource?: ResourceRouteData;
  }
}

export interface ResourceScreen extends ResourceRouteData {
  id?: string;
}

export function useResourceScreen(): ResourceScreen {
  const params: { collection?: string; id?: string } = useParams({ strict: false });
  const declared = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.resource)?.staticData.resource,
  });
  const id = params.id ? { id: params.id } : {};
  if (declared) return { ...declared, ...id };
  const collection = params.collection ?? '';
  return { collection, basePath: `${collectionsBasePath}/${collection}`, ...id };
}
