// The seed's back-office modules that are plain collections: a module route is this declaration
// (path → collection), served by the generic list/detail/form screens. Kept free of the contract so the
// route table stays small; a special screen that takes a path over removes its line here.
export interface ModuleRoute {
  path: string;
  collection: string;
  /** The list's title when the module names the collection its own way (a key of the `collections` namespace). */
  title?: string;
}

export const moduleRoutes: readonly ModuleRoute[] = [
  { path: 'productos', collection: 'products' },
  { path: 'personas', collection: 'personas' },
  { path: 'tasks', collection: 'tasks' },
  // "managers (ingest)": the intake of the body, i.e. procedures and the requests web users file with them.
  { path: 'managers', collection: 'workflows' },
  { path: 'rbpmanager', collection: 'rbpmanagers' },
  { path: 'hrmhzds', collection: 'hrmhzds' },
  { path: 'ctq', collection: 'c2qfactors', title: 'ui.screens.ctq' },
  { path: 'risk', collection: 'risktokens' },
  // The risk factors are the C2Q red-flag catalogue (ctq names the same catalogue by its method).
  { path: 'factores', collection: 'c2qfactors' },
  { path: 'riskconfiguration', collection: 'reviewschemas' },
  // "tablas/plantillas (view selector)": the saved column, filter and sort views of the collections.
  { path: 'tablas/plantillas', collection: 'viewselectors' },
];

/** Where the generic screens of a collection live when no module claims it. */
export const collectionsBasePath = '/colecciones';

/** Where a collection's generic screens live: the module that claims it, else under /colecciones. */
export function collectionBasePath(collection: string): string {
  const module = moduleRoutes.find((route) => route.collection === collection);
  return module ? `/${module.path}` : `${collectionsBasePath}/${collection}`;
}

/** A record's screen: under the module that claims its collection, else under /colecciones. */
export const recordPath = (collection: string, id: string): string => `${collectionBasePath(collection)}/${id}`;

/** A collection's list narrowed to some fields' values ("the tasks assigned to X"), in an order if given: where a
 * section's "Ver la lista" leads. */
export function filteredListPath(
  collection: string,
  filters: Readonly<Record<string, string | boolean>>,
  order?: { sort: string; order: 'asc' | 'desc' },
): string {
  const search = new URLSearchParams({ filters: JSON.stringify(filters), ...order });
  return `${collectionBasePath(collection)}?${search}`;
}
