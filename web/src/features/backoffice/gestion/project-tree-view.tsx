// The expandable project tree: click selects a project, drag and drop moves it under another one.
import type { Project, ProjectTreeNode } from '@api/model';
import { ActionIcon, Group, type RenderTreeNodePayload, Text, Tree, useTree } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './gestion.module.css';
import { dropParent, findNode, toTreeData } from './project-tree';

interface ProjectTreeViewProps {
  root: ProjectTreeNode;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** The project dragged, as the tree shows it, and its new parent. */
  onMove: (project: Project, parentId: string) => void;
}

export function ProjectTreeView({ root, selectedId, onSelect, onMove }: ProjectTreeViewProps) {
  const selectedState = useMemo(() => (selectedId ? [selectedId] : []), [selectedId]);
  // The root opens expanded, so the lots show without a click (the page mounts one view per root).
  const tree = useTree({ selectedState, initialExpandedState: { [root.project._id]: true } });
  // Kept while the tree is the same: Mantine's Tree sets its state up again whenever `data` is a new array, and
  // a new one on every render made the page render for ever (its main thread never rested).
  const data = useMemo(() => [toTreeData(root)], [root]);

  return (
    <Tree
      data={data}
      tree={tree}
      levelOffset="md"
      expandOnClick={false}
      withDragHandle
      allowDrop={(drop) => dropParent(root, drop) !== undefined}
      onDragDrop={(drop) => {
        const parent = dropParent(root, drop);
        const dragged = findNode(root, drop.draggedNode);
        if (parent && dragged) onMove(dragged.project, parent);
      }}
      renderNode={(payload) => <ProjectTreeRow payload={payload} onSelect={onSelect} />}
    />
  );
}

/**
 * One row of the tree; its item is named by its text, which screen readers read. Chromium computes no name from the
 * contents of an element with a draggable attribute (even "false"), so the row is draggable only while its grip is
 * held (Mantine's drag handle), and carries no such attribute otherwise. The chevron is for the pointer: the keyboard
 * opens and closes an item with the arrow keys, and aria-expanded tells its state, so the chevron is neither a stop
 * nor read out (its label would have doubled the item's name).
 */
function ProjectTreeRow({ payload, onSelect }: { payload: RenderTreeNodePayload; onSelect: (id: string) => void }) {
  const { node, expanded, hasChildren, selected, elementProps, dragHandleProps, tree: controller } = payload;
  const { t } = useTranslation('backoffice');
  return (
    <Group
      gap={4}
      wrap="nowrap"
      {...elementProps}
      draggable={elementProps.draggable === true ? true : undefined}
      className={`${elementProps.className} ${classes.node}`}
      onClick={(event) => {
        elementProps.onClick(event);
        onSelect(node.value);
      }}
    >
      <span {...dragHandleProps} className={classes.grip} title={t('gestion.dragHandle')} aria-hidden>
        <IconGripVertical size={14} />
      </span>
      {hasChildren ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          // The 24 px WCAG 2.2 asks of a pointer target: the rows are close together.
          size={24}
          tabIndex={-1}
          aria-hidden
          title={t(expanded ? 'gestion.collapse' : 'gestion.expand', { name: String(node.label) })}
          onClick={(event) => {
            event.stopPropagation();
            controller.toggleExpanded(node.value);
          }}
        >
          {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        </ActionIcon>
      ) : (
        <span className={classes.chevronSpace} />
      )}
      <Text size="sm" fw={selected ? 700 : 400} className={classes.label}>
        {node.label}
      </Text>
    </Group>
  );
}
