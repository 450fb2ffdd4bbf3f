// What a record's screen lists as the records pointing to it: the contract's references its search can filter by.
import { describe, expect, it } from 'vitest';
import { collectionBasePath } from './module-routes';
import { relatedLists } from './related-lists';

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

describe('collectionBasePath', () => {
  it("is the module's path for a collection a module claims, else under /colecciones", () => {
    expect(collectionBasePath('tasks')).toBe('/tasks');
    expect(collectionBasePath('costs')).toBe('/colecciones/costs');
  });
});
