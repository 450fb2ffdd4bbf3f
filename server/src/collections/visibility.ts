// Which records a web user may read, decided in one place for every path that reads them (the
// generic CRUD and product handlers alike): ownership (x-web-owner), modules (x-web-module) and
// visibility through another collection (x-web-via: documents through their post, assets
// through their document). Staff read everything.
import type { OperationContext } from '../contract/handler.ts';
import type { OpenApiDocument } from '../contract/load.ts';
import type { StoredRecord } from '../store/collection.ts';
import { type CollectionMeta, collectionOperations, type WebVia } from './collection-meta.ts';
import { valuesAt } from './integrity.ts';
import { inModules, isVisible, ownerOf, webModulesOf } from './ownership.ts';

export type CanRead = (context: OperationContext, collection: string, record: Readonly<StoredRecord>) => boolean;

export function createVisibility(document: OpenApiDocument): CanRead {
  const metas = new Map<string, CollectionMeta>(collectionOperations(document).map(({ meta }) => [meta.name, meta]));
  // The keys a web user reaches through another collection, once per request and rule.
  const reachable = new WeakMap<OperationContext, Map<string, Set<string>>>();

  const keysThrough = (context: OperationContext, via: WebVia): Set<string> => {
    let perRequest = reachable.get(context);
    if (perRequest === undefined) {
      perRequest = new Map();
      reachable.set(context, perRequest);
    }
    const rule = `${via.collection}:${via.match}`;
    let keys = perRequest.get(rule);
    if (keys === undefined) {
      keys = new Set();
      for (const record of context.state.node[via.collection]?.values() ?? []) {
        if (canRead(context, via.collection, record))
          for (const key of valuesAt(record, via.match)) keys.add(String(key));
      }
      perRequest.set(rule, keys);
    }
    return keys;
  };

  const canRead: CanRead = (context, collection, record) => {
    if (context.auth?.kind !== 'web') return true;
    const meta = metas.get(collection);
    if (meta === undefined) return true;
    if (!isVisible(record, meta, ownerOf(context, meta))) return false;
    if (!inModules(record, meta, webModulesOf(context, meta))) return false;
    return meta.webVia === undefined || keysThrough(context, meta.webVia).has(String(record[meta.webVia.field]));
  };
  return canRead;
}
