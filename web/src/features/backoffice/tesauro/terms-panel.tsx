// The open thesaurus: its data, a filter over its terms, the terms table, and add (the generic form with
// the thesaurus and its language fixed) / delete of terms.
import { useSearchTerminos } from '@api/endpoints/node-terminos/node-terminos';
import type { Termino, Tesauro } from '@api/model';
import { Badge, Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { ResourceFormModal } from '../../../components/resource/resource-form-modal';
import { versionOf } from '../../../lib/if-match';
import { useBodySchemaIntent } from '../../../lib/resources/body-schema';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { notifySaved } from '../shared/notify';
import { QueryState } from '../shared/query-state';
import { matchesTerm, termsParams } from './terms-query';
import { TermsTable } from './terms-table';
import { useTermWrites } from './use-term-writes';

interface TermsPanelProps {
  tesauro: Tesauro;
  filter: string | undefined;
  onFilterChange: (filter: string | undefined) => void;
}

const terminos = resourceDefinition('terminos');

export function TermsPanel({ tesauro, filter, onFilterChange }: TermsPanelProps) {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const terms = useSearchTerminos(termsParams(tesauro._id));
  const { remove } = useTermWrites(tesauro._id);
  const [isAdding, adding] = useDisclosure(false);
  const addIntent = useBodySchemaIntent(terminos, 'create');
  const [doomed, setDoomed] = useState<Termino | null>(null);
  const all = terms.data?.items ?? [];
  const names = new Map(all.map((term) => [term._id, term.term]));
  const shown = all.filter((term) => matchesTerm(term, filter));

  return (
    <Box p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              {tesauro.code} {tesauro.version && `· v${tesauro.version}`}
            </Text>
            <Title order={2} fz="h3">
              {tesauro.name}
            </Title>
            <Badge variant="light" mt={4}>
              {labels.value(tesauro.status, 'tesauros')}
            </Badge>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={adding.open} {...addIntent}>
            {t('tesauro.add')}
          </Button>
        </Group>
        {tesauro.description && <Text size="sm">{tesauro.description}</Text>}
        <TextInput
          aria-label={t('tesauro.filter')}
          placeholder={t('tesauro.filter')}
          leftSection={<IconSearch size={16} />}
          defaultValue={filter ?? ''}
          onChange={(event) => onFilterChange(event.currentTarget.value || undefined)}
        />
        <QueryState result={terms} isEmpty={shown.length === 0} emptyText={t('tesauro.noTerms')}>
          <TermsTable terms={shown} names={names} onDelete={setDoomed} />
        </QueryState>
      </Stack>
      {isAdding && (
        <ResourceFormModal
          definition={terminos}
          mode="create"
          title={t('tesauro.addTitle', { name: tesauro.name })}
          preset={{ tesauroId: tesauro._id, language: tesauro.language }}
          onClose={adding.close}
          onSaved={(term) => {
            notifySaved(t('tesauro.added', { term: String(term.term) }));
            adding.close();
          }}
        />
      )}
      <ConfirmModal
        opened={doomed !== null}
        title={t('tesauro.deleteTitle')}
        message={t('tesauro.deleteMessage', { term: doomed?.term ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('common.delete')}
        onClose={() => setDoomed(null)}
        onConfirm={() => {
          if (doomed) remove.mutate({ id: doomed._id, version: versionOf(doomed) });
          setDoomed(null);
        }}
      />
    </Box>
  );
}
