// Project management (gestion): pick a root expediente, browse its tree of lots and contracts, and
// rename, add children to or move any project of it. Root and selection live in the URL.
import { getGetProjectTreeQueryKey, useGetProjectTree } from '@api/endpoints/node-extras/node-extras';
import { useListProjects } from '@api/endpoints/node-projects/node-projects';
import { Select, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { retryFailed } from '../../../components/load-failed/retry-failed';
import { PaneBody, TwoPane } from '../../../components/two-pane/two-pane';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { ProjectNodePanel } from './project-node-panel';
import { findNode } from './project-tree';
import { ProjectTreeView } from './project-tree-view';
import { useProjectWrites } from './use-project-writes';

const route = getRouteApi('/backoffice/gestion');

export function GestionPage() {
  const { t } = useTranslation('backoffice');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const projects = useListProjects();
  const roots = (projects.data ?? []).filter((project) => !project.parentId);
  const rootId = search.root ?? roots[0]?._id ?? '';
  const tree = useGetProjectTree(rootId, {
    query: { queryKey: getGetProjectTreeQueryKey(rootId), enabled: rootId !== '' },
  });
  const writes = useProjectWrites(rootId);
  const selected = tree.data && search.node ? findNode(tree.data, search.node) : undefined;
  const select = (node: string | undefined) => void navigate({ search: (prev) => ({ ...prev, node }) });

  const header = (
    <div>
      <ScreenHeader title={t('gestion.title')} description={t('gestion.description')} />
      <Select
        label={t('gestion.root')}
        data={roots.map((project) => ({ value: project._id, label: `${project.code} · ${project.name}` }))}
        value={rootId || null}
        searchable
        allowDeselect={false}
        onChange={(root) => root && void navigate({ search: { root } })}
        maw={640}
      />
    </div>
  );
  return (
    <TwoPane
      header={header}
      hasSelection={selected !== undefined}
      onBack={() => select(undefined)}
      backLabel={t('common.back')}
      list={
        <PaneBody>
          <QueryState
            isPending={projects.isPending || (rootId !== '' && tree.isPending)}
            error={projects.error ?? tree.error}
            retry={retryFailed([projects, tree])}
            isEmpty={roots.length === 0}
          >
            <Text size="xs" c="dimmed" p="sm">
              {t('gestion.dragHint')}
            </Text>
            {tree.data && (
              <ProjectTreeView
                key={tree.data.project._id}
                root={tree.data}
                selectedId={search.node}
                onSelect={select}
                onMove={writes.move}
              />
            )}
          </QueryState>
        </PaneBody>
      }
      detail={
        tree.data &&
        selected && (
          <PaneBody>
            <ProjectNodePanel root={tree.data} node={selected} writes={writes} onCreated={select} />
          </PaneBody>
        )
      }
      empty={
        <Text c="dimmed" ta="center" py="xl">
          {t('gestion.pick')}
        </Text>
      }
    />
  );
}
