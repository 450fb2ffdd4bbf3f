// Route loaders warm their screen's queries with the options of a generated endpoint module, imported as the route
// loads, beside the screen's code. Imported by the route file, the whole module (with every hook its screen uses)
// was part of the first download, as the route files are: the template apps' endpoints were about 70 KB of it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type QueryOptions = Parameters<QueryClient['ensureQueryData']>[0];
/** A generated query's options, whatever its data: warming reads none of it. */
type WarmableQuery = { queryKey: QueryKey };

/** Warms the queries `options` gives from the module `load` imports; a failure is the screen's to show, not a reason
 * to stop the navigation. */
export function warmQueries<Module>(
  queryClient: QueryClient,
  load: () => Promise<Module>,
  options: (module: Module) => readonly WarmableQuery[],
): Promise<void> {
  return load()
    .then((module) => Promise.all(options(module).map((each) => queryClient.ensureQueryData(each as QueryOptions))))
    .then(
      () => undefined,
      () => undefined,
    );
}
