// "Move to": the projects of the tree the selected one may hang from (the keyboard way to drag and drop).
import type { Project } from '@api/model';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface MoveProjectPickerProps {
  targets: readonly Project[];
  isPending: boolean;
  onMove: (parentId: string) => void;
}

export function MoveProjectPicker({ targets, isPending, onMove }: MoveProjectPickerProps) {
  const { t } = useTranslation('backoffice');
  return (
    <Select
      label={t('gestion.moveTo')}
      placeholder={t('gestion.moveToPlaceholder')}
      data={targets.map((project) => ({ value: project._id, label: `${project.code} · ${project.name}` }))}
      searchable
      value={null}
      disabled={isPending || targets.length === 0}
      nothingFoundMessage={t('gestion.noTargets')}
      onChange={(value) => value && onMove(value)}
    />
  );
}
