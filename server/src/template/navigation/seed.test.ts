import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEEDED_CREDENTIALS } from '../../seed/node/credentials.ts';
import { seedNode } from '../../seed/node/index.ts';
import spriteNames from '../icons/sprite-names.json' with { type: 'json' };
import { DEFAULT_MENU, MAILBOX_ITEM_ID, type MenuNode, TASKS_ITEM_ID } from './menu.ts';
import { LOCALES, seedNavigation } from './seed.ts';
import { fillVariants, leaves } from './tree.ts';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const nodes = flatten(DEFAULT_MENU);
const heroiconsDir = join(dirname(createRequire(import.meta.url).resolve('heroicons/package.json')), '24', 'outline');

describe('the menu', () => {
  it('has unique ids and a title in both languages for every item (and no extra keys)', () => {
    const ids = nodes.map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titled = nodes.filter((node) => node.type !== 'divider').map((node) => node.id);
    expect(Object.keys(LOCALES.es).sort()).toEqual([...titled].sort());
    expect(Object.keys(LOCALES.en).sort()).toEqual([...titled].sort());
    for (const id of titled) expect(Object.keys(LOCALES.en[id] ?? {})).toEqual(Object.keys(LOCALES.es[id] ?? {}));
  });

  it('uses only heroicons outline icons that the package and the template sprite both have', () => {
    for (const node of nodes.filter((candidate) => candidate.icon !== undefined)) {
      const [namespace, name] = (node.icon ?? '').split(':');
      expect(namespace).toBe('heroicons_outline');
      expect(existsSync(join(heroiconsDir, `${name}.svg`)), `${node.icon} of ${node.id}`).toBe(true);
      // The template's own front end draws menu icons from its heroicons sprite.
      expect(spriteNames.heroicons, `${node.icon} of ${node.id}`).toContain(name);
    }
  });

  it('links every back-office module of the product and the template apps', () => {
    const links = new Set(nodes.map((node) => node.link));
    const modules = [
      'welcome/home',
      'dashboards',
      'gestion',
      'tasks',
      'productos',
      'audittrail',
      'personas',
      'tesauro',
      'riskconfiguration',
      'managers',
      'inventarios',
      'users',
      'documentos',
      'agenda',
      'posteos',
      'risk',
      'factores',
      'evaluar',
      'ctq',
      'rbpmanager',
      'hrmhzds',
      'tablas/plantillas',
      'archiveimport',
    ];
    const apps = [
      'apps/chat',
      'apps/contacts',
      'apps/mailbox',
      'apps/ecommerce/inventory',
      'apps/file-manager',
      'apps/help-center',
      'apps/notes',
      'apps/tasks',
      'apps/scrumboard',
      'apps/academy',
      'dashboards/project',
      'dashboards/finance',
      'dashboards/crypto',
      'dashboards/analytics',
      'pages/activities',
      'pages/profile',
      'pages/settings',
      'ui/icons',
    ];
    for (const route of [...modules, ...apps]) expect(links.has(`/${route}`), route).toBe(true);
  });

  it('writes accept and reject as a module or a module:role pair', () => {
    const conditions = nodes.flatMap((node) => [node.accept, node.reject]).filter((value) => value !== undefined);
    expect(conditions).toContain('riesgos');
    expect(conditions).toContain('riesgos:admin');
    for (const condition of conditions) expect(condition).toMatch(/^[a-z0-9_-]+(:[a-z0-9_-]+)?$/);
  });
});

describe('the accept and reject conditions against the seeded module roles', () => {
  const seed = seedNode({ seed: 20260515, now: new Date('2026-05-15T10:00:00.000Z') });
  const rolesOf = (collection: string) => (seed[collection] ?? []).map((record) => record.moduleroles as string[]);
  // The web app's rule (components/navigation/filter-navigation.ts): a pair is held exactly, a module by any role.
  const holds = (condition: string, roles: readonly string[]) =>
    condition.includes(':') ? roles.includes(condition) : roles.some((role) => role.split(':')[0] === condition);
  const admin = rolesOf('usuarios')[0] ?? [];

  it('gives every staff menu item, at any depth, to the seeded admin', () => {
    expect(seed.usuarios?.[0]?.username).toBe(SEEDED_CREDENTIALS.admin.username);
    const accepts = nodes.flatMap((node) => (node.accept === undefined ? [] : [[node.id, node.accept]]));
    expect(accepts.length).toBeGreaterThan(10);
    for (const [id, accept] of accepts) expect(holds(accept ?? '', admin), `${id} accepts ${accept}`).toBe(true);
    for (const node of nodes) if (node.reject !== undefined) expect(holds(node.reject, admin), node.id).toBe(false);
  });

  it('names only modules and roles that seeded staff or web users hold (no dead condition)', () => {
    const everyone = [...rolesOf('usuarios'), ...rolesOf('webusers')];
    const conditions = nodes.flatMap((node) => [node.accept, node.reject]).filter((value) => value !== undefined);
    for (const condition of conditions) {
      expect(
        everyone.some((roles) => holds(condition, roles)),
        condition,
      ).toBe(true);
    }
  });

  it('hides module items from staff without that module (a viewer sees no risk or audit entries)', () => {
    const viewer = rolesOf('usuarios').find((roles) => roles.includes('posteos:view') && !roles.includes('riesgos'));
    expect(viewer).toBeDefined();
    expect(holds('riesgos', viewer ?? [])).toBe(false);
    expect(holds('audittrail', viewer ?? [])).toBe(false);
    expect(holds('posteos', viewer ?? [])).toBe(true);
  });
});

describe('the template apps part', () => {
  const byId = new Map(nodes.map((node) => [node.id, node]));

  it('keeps the ids the template code looks up', () => {
    for (const id of [MAILBOX_ITEM_ID, TASKS_ITEM_ID, 'dashboards.project', 'dashboards.analytics']) {
      expect(byId.get(id)?.type, id).toBe('basic');
    }
    expect(byId.get('apps.help-center.home')).toMatchObject({ link: '/apps/help-center', exactMatch: true });
  });

  it('links the icons, profile and settings pages with their titles in Spanish and English', () => {
    const titles = (id: string) => [LOCALES.es[id]?.title, LOCALES.en[id]?.title];
    expect(byId.get('user-interface.icons')?.link).toBe('/ui/icons');
    expect(titles('user-interface.icons')).toEqual(['Iconos', 'Icons']);
    expect(byId.get('pages.profile')?.link).toBe('/pages/profile');
    expect(titles('pages.profile')).toEqual(['Perfil', 'Profile']);
    expect(byId.get('pages.settings')?.link).toBe('/pages/settings');
    expect(titles('pages.settings')).toEqual(['Ajustes', 'Settings']);
  });
});

describe('seedNavigation', () => {
  const navigation = seedNavigation();

  it('localises titles: Spanish and English', () => {
    expect(navigation.es.default[0]).toMatchObject({ id: 'inicio', title: 'Inicio', type: 'group' });
    expect(navigation.en.default[0]).toMatchObject({ id: 'inicio', title: 'Home' });
    expect(leaves(navigation.es.default).find((item) => item.id === 'riesgos.evaluar')?.title).toBe('Evaluar riesgo');
  });

  it('builds the other layouts from the default groups, filled with a deep copy of their children', () => {
    const set = fillVariants(structuredClone(navigation.es));
    const groups = set.default.filter((item) => item.type === 'group');
    expect(set.compact.map((item) => item.id)).toEqual(groups.map((item) => item.id));
    expect(set.compact.every((item) => item.type === 'aside')).toBe(true);
    expect(set.horizontal.every((item) => item.type === 'group')).toBe(true);
    for (const variant of [set.compact, set.futuristic, set.horizontal]) {
      variant.forEach((item, index) => {
        expect(item.children).toEqual(groups[index]?.children);
        expect(item.children).not.toBe(groups[index]?.children);
      });
    }
  });

  it('lists basic items at any depth as pages', () => {
    const pages = leaves(navigation.es.default);
    expect(pages.every((item) => item.type === 'basic' && item.link !== undefined)).toBe(true);
    expect(pages.map((item) => item.id)).toContain('riesgos.hrmhzds');
    expect(pages.map((item) => item.id)).toContain('apps.help-center.faqs');
  });
});
