// The product's own menu, language-neutral: back-office modules (seed 000) first, then the template apps.
// Titles and subtitles come from locales/<lang>.json by item id; `accept`/`reject` are read by the client.
export type NavigationType = 'basic' | 'group' | 'collapsable' | 'aside' | 'divider';

export interface MenuNode {
  id: string;
  type: NavigationType;
  icon?: string;
  link?: string;
  /** Shown only to users holding this module (or `module:role` pair). */
  accept?: string;
  /** Hidden from users holding this module (or `module:role` pair). */
  reject?: string;
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

/** Top-level groups carry an icon too: the compact and futuristic layouts show it. */
export const DEFAULT_MENU: MenuNode[] = [
  {
    id: 'inicio',
    type: 'group',
    icon: icon('home'),
    children: [
      leaf('inicio.welcome', 'home', '/welcome/home'),
      leaf('inicio.dashboards', 'chart-pie', '/dashboards', { accept: 'dashboards' }),
      leaf('inicio.tablero', 'presentation-chart-line', '/espacio/persona/tablero', { accept: 'tablero:view' }),
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
      leaf('proyectos.tasks', 'check-circle', '/tasks', { accept: 'tasks' }),
      leaf('proyectos.documentos', 'document-text', '/documentos', { accept: 'documentos' }),
      leaf('proyectos.archiveimport', 'arrow-up-tray', '/archiveimport', { accept: 'archiveimport:admin' }),
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
    reject: 'invitado',
    children: [
      leaf('administracion.personas', 'users', '/personas', { accept: 'personas' }),
      leaf('administracion.users', 'user-circle', '/users', { accept: 'users:admin' }),
      leaf('administracion.managers', 'server-stack', '/managers', { accept: 'managers' }),
      leaf('administracion.audittrail', 'clipboard-document-list', '/audittrail', { accept: 'audittrail:view' }),
    ],
  },
  { id: 'divider-1', type: 'divider' },
  {
    id: 'paneles',
    type: 'group',
    icon: icon('chart-bar'),
    reject: 'invitado',
    children: [
      leaf('paneles.project', 'clipboard-document-check', '/dashboards/project'),
      leaf('paneles.analytics', 'chart-pie', '/dashboards/analytics'),
      leaf('paneles.finance', 'banknotes', '/dashboards/finance'),
      leaf('paneles.crypto', 'currency-dollar', '/dashboards/crypto'),
    ],
  },
  { id: 'divider-2', type: 'divider' },
  {
    id: 'aplicaciones',
    type: 'group',
    icon: icon('squares-2x2'),
    reject: 'invitado',
    children: [
      leaf('aplicaciones.chat', 'chat-bubble-bottom-center-text', '/apps/chat'),
      leaf('aplicaciones.contacts', 'user-group', '/apps/contacts'),
      leaf('aplicaciones.mailbox', 'envelope', '/apps/mailbox'),
      {
        id: 'aplicaciones.ecommerce',
        type: 'collapsable',
        icon: icon('shopping-cart'),
        children: [leaf('aplicaciones.ecommerce.inventory', 'archive-box', '/apps/ecommerce/inventory')],
      },
      leaf('aplicaciones.file-manager', 'cloud', '/apps/file-manager'),
      {
        id: 'aplicaciones.help-center',
        type: 'collapsable',
        icon: icon('information-circle'),
        children: [
          leaf('aplicaciones.help-center.home', 'home', '/apps/help-center'),
          leaf('aplicaciones.help-center.faqs', 'question-mark-circle', '/apps/help-center/faqs'),
          leaf('aplicaciones.help-center.guides', 'book-open', '/apps/help-center/guides'),
          leaf('aplicaciones.help-center.support', 'lifebuoy', '/apps/help-center/support'),
        ],
      },
      leaf('aplicaciones.notes', 'pencil-square', '/apps/notes'),
      leaf('aplicaciones.tasks', 'check-circle', '/apps/tasks'),
      leaf('aplicaciones.scrumboard', 'view-columns', '/apps/scrumboard'),
      leaf('aplicaciones.academy', 'academic-cap', '/apps/academy'),
      leaf('aplicaciones.activities', 'bars-3-bottom-left', '/pages/activities'),
    ],
  },
];

/** The item whose badge shows the unread mails of the inbox. */
export const MAILBOX_ITEM_ID = 'aplicaciones.mailbox';
