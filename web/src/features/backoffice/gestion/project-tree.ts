// Pure logic of the project tree screen: the tree operation's answer as Mantine Tree data, lookups, the
// parents a node may move under, and the parent a drag-and-drop means (projects are unordered siblings).
import type { Project, ProjectTreeNode } from '@api/model';
import type { TreeDragDropPayload, TreeNodeData } from '@mantine/core';

export function toTreeData(node: ProjectTreeNode): TreeNodeData {
  const { project, children } = node;
  return {
    value: project._id,
    label: `${project.code} · ${project.name}`,
    children: children.map(toTreeData),
  };
}

export function findNode(root: ProjectTreeNode, id: string): ProjectTreeNode | undefined {
  if (root.project._id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of a node and everything under it: none of them can become its parent. */
export function subtreeIds(node: ProjectTreeNode): Set<string> {
  const ids = new Set<string>([node.project._id]);
  for (const child of node.children) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

function flatten(node: ProjectTreeNode): Project[] {
  return [node.project, ...node.children.flatMap(flatten)];
}

/** Projects of the tree a node may move under: not itself, not its descendants, not its current parent. */
export function moveTargets(root: ProjectTreeNode, id: string): Project[] {
  const node = findNode(root, id);
  if (!node) return [];
  const excluded = subtreeIds(node);
  return flatten(root).filter((project) => !excluded.has(project._id) && project._id !== node.project.parentId);
}

/** The new parent a drop means, or undefined when the drop changes nothing or is not allowed. */
export function dropParent(root: ProjectTreeNode, drop: TreeDragDropPayload): string | undefined {
  const dragged = findNode(root, drop.draggedNode);
  const target = findNode(root, drop.targetNode);
  if (!dragged || !target || subtreeIds(dragged).has(target.project._id)) return undefined;
  // Beside a node means under that node's parent; the root has no parent inside this tree.
  const parent = drop.position === 'inside' ? target.project._id : target.project.parentId;
  if (!parent || parent === dragged.project.parentId) return undefined;
  return parent;
}

/** The tree with one project renamed, for the optimistic update of a rename. */
export function renameInTree(node: ProjectTreeNode, id: string, name: string): ProjectTreeNode {
  return {
    project: node.project._id === id ? { ...node.project, name } : node.project,
    children: node.children.map((child) => renameInTree(child, id, name)),
  };
}

/** A code for a new child: the parent's code and the next free number ("EXP-1" → "EXP-1-3"). */
export function nextChildCode(node: ProjectTreeNode): string {
  const taken = new Set(node.children.map((child) => child.project.code));
  let number = node.children.length + 1;
  while (taken.has(`${node.project.code}-${number}`)) number += 1;
  return `${node.project.code}-${number}`.slice(0, 40);
}
