import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU, type MenuNode } from './menu.ts';
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

  it('uses only heroicons outline icons that exist in the heroicons package', () => {
    for (const node of nodes.filter((candidate) => candidate.icon !== undefined)) {
      const [namespace, name] = (node.icon ?? '').split(':');
      expect(namespace).toBe('heroicons_outline');
      expect(existsSync(join(heroiconsDir, `${name}.svg`)), `${node.icon} of ${node.id}`).toBe(true);
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
    ];
    for (const route of [...modules, ...apps]) expect(links.has(`/${route}`), route).toBe(true);
  });

  it('writes accept and reject as a module or a module:role pair', () => {
    const conditions = nodes.flatMap((node) => [node.accept, node.reject]).filter((value) => value !== undefined);
    expect(conditions).toContain('riesgos');
    expect(conditions).toContain('tablero:view');
    expect(conditions).toContain('invitado');
    for (const condition of conditions) expect(condition).toMatch(/^[a-z0-9_-]+(:[a-z0-9_-]+)?$/);
  });
});

describe('seedNavigation', () => {
  const navigation = seedNavigation();

  it('localises titles: Spanish and English', () => {
    expect(navigation.es.default[0]).toMatchObject({ id: 'inicio', title: 'Inicio', type: 'group' });
    expect(navigation.en.default[0]).toMatchObject({ id: 'inicio', title: 'Home' });
    expect(leaves(navigation.es.default).find((item) => item.id === 'riesgos.evaluar')?.title).toBe('Evaluar');
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
    expect(pages.map((item) => item.id)).toContain('aplicaciones.help-center.faqs');
  });
});
