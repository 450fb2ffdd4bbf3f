// Picks an icon by name ("heroicons_outline:chart-pie"), each option drawn beside its name: the names come from
// the API's catalogue of the set (GET /api/ui/icons/heroicons-outline), the drawings from the package, as
// ApiIcon draws them. A name the set lacks stays offered, so an old value is never lost.
import { getIconsGetHeroiconsOutlineQueryOptions } from '@api/endpoints/icons/icons';
import { Group, Select, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiIcon } from './api-icon';
import { iconName } from './heroicon-index';

interface IconPickerProps {
  label: string;
  /** Controlled, or uncontrolled with `defaultValue` (as a Mantine form in uncontrolled mode gives it). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** Inside a popover, the options stay in it (else choosing one would count as a click outside it). */
  withinPortal?: boolean;
}

/** Options drawn at a time: the set has about 300 icons; typing narrows them. */
const SHOWN = 60;

export function IconPicker({
  label,
  value: controlled,
  defaultValue,
  onChange,
  error,
  withAsterisk,
  disabled,
  withinPortal = true,
}: IconPickerProps) {
  const { t } = useTranslation('common');
  const [value, setValue] = useUncontrolled({ value: controlled, defaultValue, finalValue: '', onChange });
  const catalogue = useQuery(getIconsGetHeroiconsOutlineQueryOptions());
  const namespace = catalogue.data?.namespace ?? 'heroicons_outline';
  const names = (catalogue.data?.list ?? []).map((name) => `${namespace}:${name}`);
  const data = [...(value && !names.includes(value) ? [value] : []), ...names].map((name) => ({
    value: name,
    label: iconName(name),
  }));
  return (
    <Select
      label={label}
      placeholder={t('iconPicker.search')}
      nothingFoundMessage={t('iconPicker.none')}
      data={data}
      value={value || null}
      onChange={(next) => setValue(next ?? '')}
      error={error}
      withAsterisk={withAsterisk}
      disabled={disabled}
      searchable
      clearable={!withAsterisk}
      limit={SHOWN}
      comboboxProps={{ withinPortal }}
      leftSection={value ? <ApiIcon name={value} size={18} /> : undefined}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ApiIcon name={option.value} size={18} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
