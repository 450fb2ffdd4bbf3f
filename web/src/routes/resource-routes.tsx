// Generic back-office resource screens: /colecciones (every collection), /colecciones/$collection (+ nuevo,
// $id, $id/editar), and the seed's plain-collection modules (/productos ...) declared in module-routes.ts.
// Screens load lazily with the contract description and the generated dispatch table.
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
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
  createRoute({ getParentRoute: () => backofficeRoute, path: 'colecciones/$collection/nuevo', component: createPage }),
  createRoute({ getParentRoute: () => backofficeRoute, path: 'colecciones/$collection/$id', component: detailPage }),
  createRoute({
    getParentRoute: () => backofficeRoute,
    path: 'colecciones/$collection/$id/editar',
    component: editPage,
  }),
];

const moduleResourceRoutes = moduleRoutes.flatMap(({ path, collection }) => {
  const staticData = { resource: { collection, basePath: `/${path}` } };
  return [
    createRoute({
      getParentRoute: () => backofficeRoute,
      path,
      staticData,
      validateSearch: validateListSearch,
      search: { middlewares: [stripSearchParams(listSearchDefaults)] },
      component: listPage,
    }),
    createRoute({ getParentRoute: () => backofficeRoute, path: `${path}/nuevo`, staticData, component: createPage }),
    createRoute({ getParentRoute: () => backofficeRoute, path: `${path}/$id`, staticData, component: detailPage }),
    createRoute({ getParentRoute: () => backofficeRoute, path: `${path}/$id/editar`, staticData, component: editPage }),
  ];
});

export const resourceRoutes = [collectionsIndexRoute, ...genericRoutes, ...moduleResourceRoutes];
