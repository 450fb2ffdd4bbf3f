import { describe, expect, it } from 'vitest';
import { addressesAsTu } from '../../../../tests/helpers/spanish-register.ts';
import { resources } from './resources';

type Tree = { readonly [key: string]: unknown };

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Values of a namespace's strings. */
function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'object' && value !== null ? strings(value as Tree) : [String(value)],
  );
}

describe('locales', () => {
  it('addresses the reader as usted in Spanish', () => {
    const informal = Object.values(resources.es)
      .flatMap((namespace) => strings(namespace as Tree))
      .filter(addressesAsTu);
    expect(informal).toEqual([]);
  });

  it('refers (with $t(namespace:key)) only to strings of the same language that exist', () => {
    for (const language of [resources.es, resources.en]) {
      const namespaces = language as unknown as Record<string, Tree>;
      const references = Object.values(namespaces)
        .flatMap(strings)
        .flatMap((text) =>
          [...text.matchAll(/\$t\(([\w-]+):([\w.-]+)\)/g)].map(([, namespace, key]) => ({ namespace, key })),
        );
      const missing = references.filter(({ namespace = '', key = '' }) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], namespaces[namespace]);
        return typeof value !== 'string';
      });
      expect(missing).toEqual([]);
    }
  });

  it('has the same namespaces in en as in es', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.es).sort());
  });

  // A collection's own words for enum values (`<collection>.values.<value>`, and for a nested field's
  // `<collection>.items.<field>.values.<value>`) exist where Spanish grammar needs them (a status agrees with the
  // record's noun); English has the same keys, or its fallback to Spanish would show them.
  const isAgreement = (path: string) => /^[^.]+\.(items\.[^.]+\.)?values\.[^.]+$/.test(path);

  it('gives a collection its own word only for a value the shared values name', () => {
    for (const language of [resources.es, resources.en]) {
      const shared = Object.keys(language.collections.values);
      const own = keyPaths(language.collections).filter(isAgreement);
      expect(own.filter((path) => !shared.includes(path.split('.').at(-1) ?? ''))).toEqual([]);
    }
  });

  for (const namespace of Object.keys(resources.es) as (keyof typeof resources.es)[]) {
    it(`has exactly the keys of es in en for the ${namespace} namespace`, () => {
      expect(keyPaths(resources.en[namespace]).sort()).toEqual(keyPaths(resources.es[namespace]).sort());
    });

    it(`has no empty strings in the ${namespace} namespace`, () => {
      for (const language of [resources.es, resources.en]) {
        const empty = keyPaths(language[namespace]).filter((path) => {
          const value = path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], language[namespace]);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty).toEqual([]);
      }
    });
  }
});
