// What a new walk evaluates: an active review model and the procurement file (project) it is applied to. Each field
// has its hint, so the two inputs line up.
import type { ReviewSchema } from '@api/model';
import { Card, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../../components/resource/reference-picker';

interface WalkSetupProps {
  schemas: readonly ReviewSchema[];
  schemaId: string | undefined;
  projectId: string | undefined;
  onChange: (next: { schema?: string | undefined; project?: string | undefined }) => void;
}

export function WalkSetup({ schemas, schemaId, projectId, onChange }: WalkSetupProps) {
  const { t } = useTranslation('risk');
  const active = schemas.filter((schema) => schema.status === 'active');
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('evaluar.schema')}
          description={t('evaluar.schemaHint')}
          placeholder={t('evaluar.schemaPlaceholder')}
          searchable
          data={active.map((schema) => ({ value: schema._id, label: `${schema.code} · ${schema.name}` }))}
          value={schemaId ?? null}
          onChange={(value) => onChange({ schema: value ?? undefined, project: projectId })}
        />
        <ReferencePicker
          collection="projects"
          label={t('evaluar.project')}
          description={t('evaluar.projectHint')}
          value={projectId ?? ''}
          onChange={(value) => onChange({ schema: schemaId, project: value || undefined })}
        />
      </SimpleGrid>
    </Card>
  );
}
