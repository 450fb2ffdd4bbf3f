// The product's own menu, language-neutral: back-office modules (seed 000) first, then the template apps.
// Titles and subtitles come from locales/<lang>.json by item id; `accept`/`reject` are read by the client.
// The template apps keep the template's own ids (`apps.mailbox`, `apps.tasks`, `dashboards.project`, ...):
// its pages look their entries up by id to set a badge, a subtitle or a title.
import type { NavigationItem } from './types.ts';

/** An item without its language-dependent texts (`accept`: shown only to holders; `reject`: hidden from them). */
export interface MenuNode extends Omit<NavigationItem, 'title' | 'subtitle' | 'badge' | 'children'> {
  children?: MenuNode[];
}

const icon = (name: string) => `heroicons_outline:${name}`;
const leaf = (id: string, name: string, link: string, rule: Pick<MenuNode, 'accept' | 'reject'> = {}): MenuNode => ({
  id,
  type: 'basic',
  icon: icon(name),
  link,
  ...rule,
});

/**
 * Top-level groups carry an icon too: the compact and futuristic layouts show it. Every `accept` is a module
 * (or `module:admin`) that the seeded staff roles use (seed/node/accounts.ts: the admin holds `<module>:admin`
 * on every back-office module); the data tools without a module of their own (file import, data ingest) need
 * the administrator's role on the users module.
 */
export const DEFAULT_MENU: MenuNode[] = [
  {
    id: 'inicio',
    type: 'group',
    icon: icon('home'),
    children: [
      leaf('inicio.welcome', 'home', '/welcome/home'),
      leaf('inicio.dashboards', 'chart-pie', '/dashboards', { accept: 'dashboards' }),
      leaf('inicio.agenda', 'calendar-days', '/agenda', { accept: 'agenda' }),
      leaf('inicio.posteos', 'newspaper', '/posteos', { accept: 'posteos' }),
    ],
  },
  {
    id: 'proyectos',
    type: 'group',
    icon: icon('briefcase'),
    children: [
      leaf('proyectos.gestion', 'briefcase', '/gestion', { accept: 'gestion' }),
      leaf('proyectos.tasks', 'check-circle', '/tasks', { accept: 'tareas' }),
      leaf('proyectos.documentos', 'document-text', '/documentos', { accept: 'documentos' }),
      leaf('proyectos.archiveimport', 'arrow-up-tray', '/archiveimport', { accept: 'usuarios:admin' }),
    ],
  },
  {
    id: 'catalogos',
    type: 'group',
    icon: icon('rectangle-stack'),
    children: [
      leaf('catalogos.productos', 'cube', '/productos', { accept: 'productos' }),
      leaf('catalogos.inventarios', 'archive-box', '/inventarios', { accept: 'inventarios' }),
      leaf('catalogos.tesauro', 'book-open', '/tesauro', { accept: 'tesauro' }),
      leaf('catalogos.plantillas', 'table-cells', '/tablas/plantillas', { accept: 'tablas' }),
    ],
  },
  {
    id: 'riesgos',
    type: 'group',
    icon: icon('shield-exclamation'),
    accept: 'riesgos',
    children: [
      leaf('riesgos.riskconfiguration', 'adjustments-horizontal', '/riskconfiguration', { accept: 'riesgos:admin' }),
      {
        id: 'riesgos.evaluacion',
        type: 'collapsable',
        icon: icon('exclamation-triangle'),
        children: [
          leaf('riesgos.risk', 'shield-check', '/risk'),
          leaf('riesgos.factores', 'variable', '/factores'),
          leaf('riesgos.evaluar', 'clipboard-document-check', '/evaluar'),
          leaf('riesgos.ctq', 'scale', '/ctq'),
          leaf('riesgos.rbpmanager', 'calendar', '/rbpmanager'),
          leaf('riesgos.hrmhzds', 'fire', '/hrmhzds'),
        ],
      },
    ],
  },
  {
    id: 'administracion',
    type: 'group',
    icon: icon('cog-6-tooth'),
    children: [
      leaf('administracion.personas', 'users', '/personas', { accept: 'personas' }),
      leaf('administracion.users', 'user-circle', '/users', { accept: 'usuarios:admin' }),
      leaf('administracion.managers', 'server-stack', '/managers', { accept: 'usuarios:admin' }),
      leaf('administracion.audittrail', 'clipboard-document-list', '/audittrail', { accept: 'audittrail' }),
    ],
  },
  { id: 'divider-1', type: 'divider' },
  {
    id: 'dashboards',
    type: 'group',
    icon: icon('chart-bar'),
    children: [
      leaf('dashboards.project', 'clipboard-document-check', '/dashboards/project'),
      leaf('dashboards.analytics', 'chart-pie', '/dashboards/analytics'),
      leaf('dashboards.finance', 'banknotes', '/dashboards/finance'),
      leaf('dashboards.crypto', 'currency-dollar', '/dashboards/crypto'),
    ],
  },
  { id: 'divider-2', type: 'divider' },
  {
    id: 'apps',
    type: 'group',
    icon: icon('squares-2x2'),
    children: [
      leaf('apps.chat', 'chat-bubble-bottom-center-text', '/apps/chat'),
      leaf('apps.contacts', 'user-group', '/apps/contacts'),
      leaf('apps.mailbox', 'envelope', '/apps/mailbox'),
      {
        id: 'apps.ecommerce',
        type: 'collapsable',
        icon: icon('shopping-cart'),
        children: [leaf('apps.ecommerce.inventory', 'archive-box', '/apps/ecommerce/inventory')],
      },
      leaf('apps.file-manager', 'cloud', '/apps/file-manager'),
      {
        id: 'apps.help-center',
        type: 'collapsable',
        icon: icon('information-circle'),
        children: [
          { ...leaf('apps.help-center.home', 'home', '/apps/help-center'), exactMatch: true },
          leaf('apps.help-center.faqs', 'question-mark-circle', '/apps/help-center/faqs'),
          leaf('apps.help-center.guides', 'book-open', '/apps/help-center/guides'),
          leaf('apps.help-center.support', 'lifebuoy', '/apps/help-center/support'),
        ],
      },
      leaf('apps.notes', 'pencil-square', '/apps/notes'),
      leaf('apps.tasks', 'check-circle', '/apps/tasks'),
      leaf('apps.scrumboard', 'view-columns', '/apps/scrumboard'),
      leaf('apps.academy', 'academic-cap', '/apps/academy'),
      leaf('pages.activities', 'bars-3-bottom-left', '/pages/activities'),
      leaf('pages.profile', 'user-circle', '/pages/profile'),
      leaf('pages.settings', 'cog-8-tooth', '/pages/settings'),
      leaf('user-interface.icons', 'bolt', '/ui/icons'),
    ],
  },
];

/** The item whose badge shows the unread mails of the inbox. */
export const MAILBOX_ITEM_ID = 'apps.mailbox';

/** The item whose subtitle the template's tasks page sets to the remaining tasks. */
export const TASKS_ITEM_ID = 'apps.tasks';
