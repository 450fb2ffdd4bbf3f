// The special back-office screens (issue 9): each loads lazily, keeps its list state in the URL and
// lives under the admin guard of backofficeRoute.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { agendaSearch } from '../features/backoffice/agenda/agenda-search';
import { auditSearch } from '../features/backoffice/audittrail/audit-search';
import { documentosSearch } from '../features/backoffice/documentos/documentos-search';
import { gestionSearch } from '../features/backoffice/gestion/gestion-search';
import { inventariosSearch } from '../features/backoffice/inventarios/inventarios-search';
import { posteosSearch } from '../features/backoffice/posteos/posteos-search';
import { evaluarSearch } from '../features/backoffice/risk/evaluar-search';
import { tesauroSearch } from '../features/backoffice/tesauro/tesauro-search';
import { usersSearch } from '../features/backoffice/users/users-search';
import { backofficeRoute } from './backoffice-routes';

export const archiveImportRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'archiveimport',
  component: lazyRouteComponent(
    () => import('../features/backoffice/archive-import/archive-import-page'),
    'ArchiveImportPage',
  ),
});

export const gestionRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'gestion',
  validateSearch: gestionSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/gestion/gestion-page'), 'GestionPage'),
});

export const tesauroRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'tesauro',
  validateSearch: tesauroSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/tesauro/tesauro-page'), 'TesauroPage'),
});

export const inventariosRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'inventarios',
  validateSearch: inventariosSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/inventarios/inventarios-page'), 'InventariosPage'),
});

export const documentosRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'documentos',
  validateSearch: documentosSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/documentos/documentos-page'), 'DocumentosPage'),
});

export const audittrailRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'audittrail',
  validateSearch: auditSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/audittrail/audit-page'), 'AuditPage'),
});

export const usersRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'users',
  validateSearch: usersSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/users/users-page'), 'UsersPage'),
});

export const agendaRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'agenda',
  validateSearch: agendaSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/agenda/agenda-page'), 'AgendaPage'),
});

export const posteosRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'posteos',
  validateSearch: posteosSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/posteos/posteos-page'), 'PosteosPage'),
});

export const evaluarRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'evaluar',
  validateSearch: evaluarSearch,
  component: lazyRouteComponent(() => import('../features/backoffice/risk/evaluar-page'), 'EvaluarPage'),
});

export const riesgosRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: 'riesgos',
  component: lazyRouteComponent(() => import('../features/backoffice/risk/riesgos-page'), 'RiesgosPage'),
});

export const backofficeSpecialRoutes = [
  archiveImportRoute,
  gestionRoute,
  tesauroRoute,
  inventariosRoute,
  documentosRoute,
  audittrailRoute,
  usersRoute,
  agendaRoute,
  posteosRoute,
  evaluarRoute,
  riesgosRoute,
] as const;
