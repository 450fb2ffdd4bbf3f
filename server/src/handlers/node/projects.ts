// The project tree: a root project and, recursively, the projects whose parentId is it.
import type { HandlerMap } from '../../contract/handler.ts';
import type { StoredRecord } from '../../store/collection.ts';
import { collection, notFoundIn } from './shared.ts';

interface TreeNode {
  project: StoredRecord;
  children: TreeNode[];
}

export const projectHandlers: HandlerMap = {
  getProjectTree: (context) => {
    const projects = collection(context, 'projects');
    const rootId = String(context.params.id);
    const root = projects.get(rootId);
    if (root === undefined) throw notFoundIn('Project', rootId);
    const childrenOf = new Map<string, StoredRecord[]>();
    for (const project of projects.values()) {
      if (typeof project.parentId !== 'string') continue;
      const siblings = childrenOf.get(project.parentId) ?? [];
      siblings.push(project);
      childrenOf.set(project.parentId, siblings);
    }
    // A parentId cycle in edited data must not recurse forever.
    const visited = new Set<string>();
    const build = (project: StoredRecord): TreeNode => {
      visited.add(project._id);
      const children = (childrenOf.get(project._id) ?? []).filter((child) => !visited.has(child._id));
      return { project: structuredClone(project), children: children.map(build) };
    };
    return build(root);
  },
};
