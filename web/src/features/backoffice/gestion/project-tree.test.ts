import type { Project, ProjectTreeNode } from '@api/model';
import { describe, expect, it } from 'vitest';
import { dropParent, moveTargets, nextChildCode, renameInTree, toTreeData } from './project-tree';

const project = (id: string, parentId: string | null): Project => ({
  _id: id,
  code: id.toUpperCase(),
  name: `Project ${id}`,
  procuringEntity: 'Ayuntamiento',
  procedureType: 'abierto',
  budget: { amount: 1, currency: 'EUR' },
  status: 'planning',
  parentId,
});
const node = (id: string, parentId: string | null, children: ProjectTreeNode[] = []): ProjectTreeNode => ({
  project: project(id, parentId),
  children,
});

// root ─┬─ a ── a1
//       └─ b
const tree = node('root', null, [node('a', 'root', [node('a1', 'a')]), node('b', 'root')]);

describe('toTreeData', () => {
  it('labels each project with its code and name and keeps the nesting', () => {
    const data = toTreeData(tree);
    expect(data.label).toBe('ROOT · Project root');
    expect(data.children?.[0]?.children?.[0]?.value).toBe('a1');
  });
});

describe('moveTargets', () => {
  it('offers neither the node, its descendants nor its current parent', () => {
    expect(moveTargets(tree, 'a').map((p) => p._id)).toEqual(['b']);
    expect(moveTargets(tree, 'a1').map((p) => p._id)).toEqual(['root', 'b']);
  });
});

describe('dropParent', () => {
  it('reads a drop inside a node as moving under it', () => {
    expect(dropParent(tree, { draggedNode: 'b', targetNode: 'a1', position: 'inside' })).toBe('a1');
  });
  it('reads a drop beside a node as moving under that node’s parent', () => {
    expect(dropParent(tree, { draggedNode: 'a1', targetNode: 'b', position: 'after' })).toBe('root');
  });
  it('refuses drops into the node’s own subtree and drops that change nothing', () => {
    expect(dropParent(tree, { draggedNode: 'a', targetNode: 'a1', position: 'inside' })).toBeUndefined();
    expect(dropParent(tree, { draggedNode: 'b', targetNode: 'a', position: 'before' })).toBeUndefined();
    expect(dropParent(tree, { draggedNode: 'b', targetNode: 'root', position: 'before' })).toBeUndefined();
  });
});

describe('renameInTree', () => {
  it('renames one project and leaves the rest as they were', () => {
    const renamed = renameInTree(tree, 'a1', 'Nuevo nombre');
    expect(renamed.children[0]?.children[0]?.project.name).toBe('Nuevo nombre');
    expect(renamed.children[1]).toEqual(tree.children[1]);
  });
});

describe('nextChildCode', () => {
  it('numbers a new child after the existing ones', () => {
    expect(nextChildCode(tree)).toBe('ROOT-3');
  });
});
