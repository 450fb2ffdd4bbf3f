// Generic back-office resource screens: /colecciones (every collection), /colecciones/$collection (+ nuevo,
// $id, $id/editar), and the seed's plain-collection modules (/productos ...) declared in module-routes.ts.
// Screens load lazily with the contract description and the generated dispatch table.
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { validateCreateSearch } from '../lib/resources/create-search';
import type { FormMode } from '../lib/resources/form-fields';
import { listSearchDefaults, validateListSearch } from '../lib/resources/list-search';
import { moduleRoutes } from '../lib/resources/module-routes';
import { backofficeRoute } from './backoffice-routes';

const listPage = lazyRouteComponent(() => import('../components/resource/resource-list-page'), 'ResourceListPage');
const detailPage = lazyRouteComponent(
  () => import('../components/resource/resource-detail-page'),
  'ResourceDetailPage',
);
const createPage = lazyRouteComponent(() => import('../components/resource/resource-form-page'), 'ResourceCreatePage');
const editPage = lazyRouteComponent(() => import('../components/resource/resource-form-page'), 'ResourceEditPage');

/** A form screen's loader: its collection's body schema, loaded beside the screen's code (see body-schema.ts). */
const formSchema = (queryClient: QueryClient, collection: string, mode: FormMode) =>
  import('../lib/resources/body-schema').then(({ prefetchBodySchema }) =>
    prefetchBodySchema(queryClient, collection, mode),
  );

export const collectionsIndexRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'colecciones',
  component: lazyRouteComponent(() => import('../components/resource/collections-index-page'), 'CollectionsIndexPage'),
});

const genericRoutes = [
  createRoute({
    getParentRoute: () => backofficeRoute,
    path: 'colecciones/$collection',
    validateSearch: validateListSearch,
    search: { middlewares: [stripSearchParams(listSearchDefaults)] },
    component: listPage,
  }),
  createRoute({
    getParentRoute: () => backofficeRoute,
    path: 'colecciones/$collection/nuevo',
    validateSearch: validateCreateSearch,
    loader: ({ context, params }) => formSchema(context.queryClient, params.collection, 'create'),
    component: createPage,
  }),
  createRoute({ getParentRoute: () => backofficeRoute, path: 'colecciones/$collection/$id', component: detailPage }),
  createRoute({
    getParentRoute: () => backofficeRoute,
    path: 'colecciones/$collection/$id/editar',
    loader: ({ context, params }) => formSchema(context.queryClient, params.collection, 'update'),
    component: editPage,
  }),
];

const moduleResourceRoutes = moduleRoutes.flatMap(({ path, collection, title }) => {
  const staticData = { resource: { collection, basePath: `/${path}`, ...(title ? { title } : {}) } };
  return [
    createRoute({
      getParentRoute: () => backofficeRoute,
      path,
      staticData,
      validateSearch: validateListSearch,
      search: { middlewares: [stripSearchParams(listSearchDefaults)] },
      component: listPage,
    }),
    createRoute({
      getParentRoute: () => backofficeRoute,
      path: `${path}/nuevo`,
      staticData,
      validateSearch: validateCreateSearch,
      loader: ({ context }) => formSchema(context.queryClient, collection, 'create'),
      component: createPage,
    }),
    createRoute({ getParentRoute: () => backofficeRoute, path: `${path}/$id`, staticData, component: detailPage }),
    createRoute({
      getParentRoute: () => backofficeRoute,
      path: `${path}/$id/editar`,
      staticData,
      loader: ({ context }) => formSchema(context.queryClient, collection, 'update'),
      component: editPage,
    }),
  ];
});

export const resourceRoutes = [collectionsIndexRoute, ...genericRoutes, ...moduleResourceRoutes];
