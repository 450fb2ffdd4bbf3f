// What a record's screen lists as the records pointing to it: the contract's references its search can filter by.
import { describe, expect, it } from 'vitest';
import { collectionBasePath } from './module-routes';
import { pointingFields, relatedFilters, relatedLists } from './related-lists';

const named = (target: Parameters<typeof relatedLists>[0]) =>
  relatedLists(target).map(({ definition, field }) => `${definition.name}.${field}`);

describe('relatedLists', () => {
  it("lists every collection's field that holds the record's id and that its search filters by", () => {
    const ofProject = named('projects');
    expect(ofProject).toContain('tasks.projectId');
    expect(ofProject).toContain('costs.projectId');
    // A project's sub-projects point to it too.
    expect(ofProject).toContain('projects.parentId');
  });

  it('leaves out a reference its collection cannot be searched by', () => {
    // A post names its author, but the posts' search has no author filter.
    expect(named('usuarios')).not.toContain('posts.authorId');
    expect(named('usuarios')).toContain('tasks.assigneeId');
  });
});

describe('relatedLists of polymorphic links', () => {
  const scoped = (target: Parameters<typeof relatedLists>[0], collection: string) =>
    relatedLists(target)
      .filter((list) => list.definition.name === collection)
      .map((list) => ({ field: list.field, scope: list.scope, latestFirst: list.latestFirst }));

  it("lists a record's audit entries, latest first, last: after what points to it and its relations", () => {
    expect(scoped('tasks', 'auditlogs')).toEqual([
      { field: 'entityId', scope: { collection: 'tasks' }, latestFirst: true },
    ]);
    const names = relatedLists('projects').map((list) => list.definition.name);
    expect(names.at(-1)).toBe('auditlogs');
    expect(names.indexOf('relations')).toBeGreaterThan(names.indexOf('tasks'));
  });

  it("lists what a person did through a map of the link's kinds: staff by `admin`, web users by `web`", () => {
    expect(scoped('usuarios', 'auditlogs')).toContainEqual({
      field: 'actorId',
      scope: { actorKind: 'admin' },
      latestFirst: true,
    });
    expect(scoped('webusers', 'auditlogs')).toContainEqual({
      field: 'actorId',
      scope: { actorKind: 'web' },
      latestFirst: true,
    });
  });

  it("lists a relation from either end, and a flag's key as the flag's filter takes it", () => {
    expect(scoped('posts', 'relations').map((list) => list.field)).toEqual(['sourceId', 'targetId']);
    expect(scoped('chats', 'sismessages')).toContainEqual({
      field: 'receiverId',
      scope: { isReceiverAGroup: true },
      latestFirst: false,
    });
  });

  it('filters by the id and the scope; the fields that point here are left out of the columns', () => {
    const [audit] = relatedLists('tasks').filter((list) => list.definition.name === 'auditlogs');
    if (!audit) throw new Error('tasks have an audit list');
    expect(relatedFilters(audit, 'abc')).toEqual({ collection: 'tasks', entityId: 'abc' });
    expect(pointingFields(audit)).toEqual(['entityId', 'collection']);
  });
});

describe('collectionBasePath', () => {
  it("is the module's path for a collection a module claims, else under /colecciones", () => {
    expect(collectionBasePath('tasks')).toBe('/tasks');
    expect(collectionBasePath('costs')).toBe('/colecciones/costs');
  });
});
