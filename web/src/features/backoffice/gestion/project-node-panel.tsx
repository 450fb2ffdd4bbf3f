// The selected project: what it is, a link to its whole record (its tasks, costs, documents and history), and the
// three things staff do to the tree there (rename, add a child, move it under another project).
import type { ProjectTreeNode } from '@api/model';
import { Badge, Box, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullRecordLink } from '../../../components/resource/full-record-link';
import { ResourceFormModal } from '../../../components/resource/resource-form-modal';
import { useBodySchemaIntent } from '../../../lib/resources/body-schema';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatMoney } from '../shared/format';
import { childDefaults } from './child-defaults';
import { MoveProjectPicker } from './move-project-picker';
import { moveTargets, nextChildCode } from './project-tree';
import { RenameProjectForm } from './rename-project-form';
import type { useProjectWrites } from './use-project-writes';

interface ProjectNodePanelProps {
  root: ProjectTreeNode;
  node: ProjectTreeNode;
  writes: ReturnType<typeof useProjectWrites>;
  onCreated: (id: string) => void;
}

const projects = resourceDefinition('projects');

export function ProjectNodePanel({ root, node, writes, onCreated }: ProjectNodePanelProps) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const [isAdding, adding] = useDisclosure(false);
  const addIntent = useBodySchemaIntent(projects, 'create');
  const { project } = node;
  return (
    <Box p="lg">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {project.code}
          </Text>
          <Title order={2} fz="h3">
            {project.name}
          </Title>
          <Group gap="xs" mt="xs">
            <Badge variant="light">{labels.value(project.status, 'projects')}</Badge>
            <Text size="sm">{project.procuringEntity}</Text>
            <Text size="sm" c="dimmed">
              {formatMoney(project.budget.amount, i18n.language)}
            </Text>
          </Group>
          <FullRecordLink collection="projects" id={project._id} />
        </div>
        <Divider />
        {/* One form a project: a rename shown at once, or undone when refused, keeps what was typed. */}
        <RenameProjectForm
          key={project._id}
          name={project.name}
          isPending={writes.isPending}
          onRename={(name) => writes.rename(project, name)}
        />
        <MoveProjectPicker
          targets={moveTargets(root, project._id)}
          isPending={writes.isPending}
          onMove={(parentId) => writes.move(project, parentId)}
        />
        <Group>
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={adding.open} {...addIntent}>
            {t('gestion.addChild')}
          </Button>
        </Group>
      </Stack>
      {isAdding && (
        <ResourceFormModal
          definition={projects}
          mode="create"
          title={t('gestion.addChildTitle', { parent: project.code })}
          defaults={childDefaults(project, nextChildCode(node))}
          preset={{ parentId: project._id }}
          onClose={adding.close}
          onSaved={(created) => {
            adding.close();
            void writes.created(created);
            onCreated(created._id);
          }}
        />
      )}
    </Box>
  );
}
