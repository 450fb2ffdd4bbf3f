// The open thesaurus: its data, a search among its terms, a page of them, and add (the generic form with
// the thesaurus and its language fixed) / delete of terms.
import { useSearchTerminos } from '@api/endpoints/node-terminos/node-terminos';
import type { Termino, Tesauro } from '@api/model';
import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
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
import { SearchBox } from '../shared/search-box';
import { termsParams } from './terms-query';
import { TermsTable } from './terms-table';
import { useTermWrites } from './use-term-writes';

interface TermsPanelProps {
  tesauro: Tesauro;
  /** The search among its terms and the page shown (1-based), kept in the address. */
  q: string | undefined;
  page: number;
  onSearch: (q: string | undefined) => void;
  onPage: (page: number) => void;
}

const terminos = resourceDefinition('terminos');

export function TermsPanel({ tesauro, q, page, onSearch, onPage }: TermsPanelProps) {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const terms = useSearchTerminos(termsParams(tesauro._id, q, page));
  const { remove } = useTermWrites();
  const [isAdding, adding] = useDisclosure(false);
  const addIntent = useBodySchemaIntent(terminos, 'create');
  const [doomed, setDoomed] = useState<Termino | null>(null);
  const shown = terms.data?.items ?? [];

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
        <SearchBox value={q} label={t('tesauro.filter')} onSearch={onSearch} />
        <QueryState
          result={terms}
          isEmpty={shown.length === 0}
          emptyText={q ? t('common.noMatches') : t('tesauro.noTerms')}
          total={terms.data?.total ?? 0}
          query={q ?? ''}
          paging={{ page, totalPages: terms.data?.totalPages ?? 1, onPage }}
        >
          <TermsTable terms={shown} onDelete={setDoomed} />
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
