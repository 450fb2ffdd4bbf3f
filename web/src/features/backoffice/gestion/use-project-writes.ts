// Writes of the project tree: rename (shown at once, undone if refused) and move through the partial
// update; a child added through the generic form refreshes the tree here. A refused move shows the server's reason (a cycle is a 409).
// Both go on condition of the project as the tree shows it: a colleague's rename or move made meanwhile is not
// undone unseen (the tree is read again and shows it), while their change of another field does not stop them.
import { getGetProjectTreeQueryKey } from '@api/endpoints/node-extras/node-extras';
import {
  getGetProjectQueryKey,
  getListProjectsQueryKey,
  getProject,
  patchProject,
} from '@api/endpoints/node-projects/node-projects';
import type { Project, ProjectChanges, ProjectTreeNode } from '@api/model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { writeUnlessChanged } from '../../../lib/if-match';
import { cachePatch, optimisticUpdate } from '../../../lib/optimistic/optimistic-update';
import { notifyFailure, notifySaved } from '../shared/notify';
import { renameInTree } from './project-tree';

/** A change of one field of a project, as the tree shows the project. */
interface ProjectChange {
  shown: Project;
  data: ProjectChanges;
}

/** The change, made unless the fields it writes were changed by someone else since the tree was read. */
const writeProject = ({ shown, data }: ProjectChange) =>
  writeUnlessChanged(
    shown,
    Object.keys(data) as (keyof Project)[],
    () => getProject(shown._id),
    (options) => patchProject(shown._id, data, options),
  );

export function useProjectWrites(rootId: string) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const treeKey = getGetProjectTreeQueryKey(rootId);
  const touched = (id: string) => [treeKey, getGetProjectQueryKey(id), getListProjectsQueryKey()];
  const refresh = (id: string) =>
    Promise.all(touched(id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const rename = useMutation({
    mutationFn: writeProject,
    ...optimisticUpdate<Project, Error, ProjectChange>({
      errorTitle: t('gestion.renameFailed'),
      patches: ({ shown, data }) => [
        cachePatch<ProjectTreeNode, unknown>(treeKey, (tree) => renameInTree(tree, shown._id, data.name ?? '')),
      ],
      invalidates: ({ shown }) => touched(shown._id),
    }),
    onSuccess: () => notifySaved(t('gestion.renamed')),
  });

  const move = useMutation({
    mutationFn: writeProject,
    onError: notifyFailure,
    onSuccess: () => notifySaved(t('gestion.moved')),
    onSettled: (_project, _error, { shown }) => refresh(shown._id),
  });

  const created = (project: { _id: string; name?: unknown }) => {
    notifySaved(t('gestion.childAdded', { name: String(project.name ?? '') }));
    return refresh(project._id);
  };

  return {
    /** Settles once the server answered; a refusal is already said (and the tree undone) by the mutation. */
    rename: (shown: Project, name: string) => rename.mutateAsync({ shown, data: { name } }),
    move: (shown: Project, parentId: string) => move.mutate({ shown, data: { parentId } }),
    created,
    isPending: rename.isPending || move.isPending,
  };
}
