// Writes of the project tree: rename (shown at once, undone if refused) and move through the partial
// update; a child added through the generic form refreshes the tree here. A refused move shows the server's reason (a cycle is a 409).
import { getGetProjectTreeQueryKey } from '@api/endpoints/node-extras/node-extras';
import {
  getGetProjectQueryKey,
  getListProjectsQueryKey,
  usePatchProject,
} from '@api/endpoints/node-projects/node-projects';
import type { ProjectTreeNode } from '@api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { notifyFailure, notifySaved } from '../shared/notify';
import { renameInTree } from './project-tree';

interface Rename {
  id: string;
  data: { name: string };
}

export function useProjectWrites(rootId: string) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const treeKey = getGetProjectTreeQueryKey(rootId);
  const touched = (id: string) => [treeKey, getGetProjectQueryKey(id), getListProjectsQueryKey()];
  const refresh = (id: string) =>
    Promise.all(touched(id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const rename = usePatchProject({
    mutation: {
      ...optimisticUpdate({
        errorTitle: t('gestion.renameFailed'),
        patches: ({ id, data }) => [
          cachePatch<ProjectTreeNode, unknown>(treeKey, (tree) => renameInTree(tree, id, data.name ?? '')),
        ],
        invalidates: ({ id }) => touched(id),
      }),
      onSuccess: () => notifySaved(t('gestion.renamed')),
    },
  });

  const move = usePatchProject({
    mutation: {
      onError: notifyFailure,
      onSuccess: () => notifySaved(t('gestion.moved')),
      onSettled: (_project, _error, { id }) => refresh(id),
    },
  });

  const created = (project: { _id: string; name?: unknown }) => {
    notifySaved(t('gestion.childAdded', { name: String(project.name ?? '') }));
    return refresh(project._id);
  };

  return {
    /** Settles once the server answered; a refusal is already said (and the tree undone) by the mutation. */
    rename: (variables: Rename) => rename.mutateAsync(variables),
    move: (id: string, parentId: string) => move.mutate({ id, data: { parentId } }),
    created,
    isPending: rename.isPending || move.isPending,
  };
}
