// The audit trail's filters: who, which collection, which action and a date range, all kept in the URL.
import { ActivityAction } from '@api/model';
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../../components/dates/localized-dates';
import { collectionOptions } from '../../../lib/resources/collection-options';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import type { AuditSearch } from './audit-search';

export interface ActorOption {
  value: string;
  label: string;
}

interface AuditFiltersProps {
  search: AuditSearch;
  actors: readonly { group: string; items: ActorOption[] }[];
  onChange: (change: Partial<AuditSearch>) => void;
}

const actions = Object.values(ActivityAction);

export function AuditFilters({ search, actors, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  // Collections by their titles, as the generic screens name them.
  const collections = collectionOptions(labels);
  const hasFilters = Boolean(search.actor || search.collection || search.action || search.from || search.to);
  return (
    <LocalizedDates>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="sm">
        <Select
          label={t('audit.actor')}
          placeholder={t('common.all')}
          data={actors.map((group) => ({ group: group.group, items: group.items }))}
          value={search.actor ?? null}
          searchable
          clearable
          onChange={(actor) => onChange({ actor: actor ?? undefined })}
        />
        <Select
          label={t('audit.collection')}
          placeholder={t('common.all')}
          data={collections}
          value={search.collection ?? null}
          searchable
          clearable
          onChange={(collection) => onChange({ collection: collection ?? undefined })}
        />
        <Select
          label={t('audit.action')}
          placeholder={t('common.all')}
          data={actions.map((value) => ({ value, label: labels.value(value, 'auditlogs') }))}
          value={search.action ?? null}
          clearable
          onChange={(action) => onChange({ action: actions.find((value) => value === action) })}
        />
        <DatePickerInput
          type="range"
          label={t('audit.dates')}
          placeholder={t('audit.anyDate')}
          value={[search.from ?? null, search.to ?? null]}
          clearable
          allowSingleDateInRange
          onChange={([from, to]) => onChange({ from: from ?? undefined, to: to ?? undefined })}
        />
      </SimpleGrid>
      {hasFilters && (
        <Group justify="flex-end" mb="sm">
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              onChange({ actor: undefined, collection: undefined, action: undefined, from: undefined, to: undefined })
            }
          >
            {t('audit.clear')}
          </Button>
        </Group>
      )}
    </LocalizedDates>
  );
}
