// The list of a course's steps; the current one is marked, steps already reached show a check.
import type { AcademyStep } from '@api/model';
import { NavLink, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface CourseStepsNavProps {
  steps: readonly AcademyStep[];
  current: number;
  reached: number;
  onSelect: (index: number) => void;
}

export function CourseStepsNav({ steps, current, reached, onSelect }: CourseStepsNavProps) {
  const { t } = useTranslation('academy');
  return (
    <nav aria-label={t('steps')}>
      {steps.map((step, index) => (
        <NavLink
          key={step.order}
          component="button"
          active={index === current}
          aria-current={index === current ? 'step' : undefined}
          label={step.title}
          description={step.subtitle}
          onClick={() => onSelect(index)}
          leftSection={
            <ThemeIcon
              size="sm"
              radius="xl"
              variant={index < reached ? 'filled' : 'light'}
              color={index < reached ? 'teal' : 'gray'}
            >
              {index < reached ? <IconCheck size={12} aria-hidden /> : <span>{index + 1}</span>}
            </ThemeIcon>
          }
        />
      ))}
    </nav>
  );
}
